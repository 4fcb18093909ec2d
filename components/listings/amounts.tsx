'use client';

import { useDisplayPreferences } from '@/lib/client/display-preferences';
import {
  SQM_PER_SQFT,
  defaultAreaUnit,
  formatAed,
  formatAreaNumber,
  formatConverted,
} from '@/lib/format/numbers';
import { fill } from '@/lib/i18n/fill';
import { useListingWords } from './listing-words';
import styles from './listings.module.css';

/** A price in AED, and in the visitor's second currency when they chose one. */
export function Price({ aed, from = false }: { aed: number; from?: boolean }) {
  const { copy, locale } = useListingWords();
  const { currency } = useDisplayPreferences();
  const price = formatAed(aed, locale);
  return (
    <span className={styles.price}>
      <span>{from ? fill(copy.priceFrom, { price }) : price}</span>
      {currency && (
        <span className={styles.converted}>
          {fill(copy.approx, { price: formatConverted(aed, currency, locale) })}
        </span>
      )}
    </span>
  );
}

/** A size in ft² or m²: the visitor's choice, else the language's convention. */
export function Area({ sqft }: { sqft: number }) {
  const { copy, locale } = useListingWords();
  const unit = useDisplayPreferences().unit ?? defaultAreaUnit(locale);
  const size = formatAreaNumber(sqft, unit, locale);
  return <>{fill(unit === 'sqm' ? copy.sizeSqm : copy.sizeSqft, { size })}</>;
}

/** A rate per square foot (a service charge) in the same unit as the sizes around it. */
export function AreaRate({ aedPerSqft }: { aedPerSqft: number }) {
  const { copy, locale } = useListingWords();
  const unit = useDisplayPreferences().unit ?? defaultAreaUnit(locale);
  const price =
    unit === 'sqm'
      ? formatAed(aedPerSqft / SQM_PER_SQFT, locale)
      : formatAed(aedPerSqft, locale, 2);
  return <>{fill(unit === 'sqm' ? copy.perSqm : copy.perSqft, { price })}</>;
}
