'use client';

import { useTranslations } from 'next-intl';
import { useDisplayPreferences } from '@/lib/client/display-preferences';
import {
  SQM_PER_SQFT,
  defaultAreaUnit,
  formatAed,
  formatAreaNumber,
  formatConverted,
} from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import styles from './listings.module.css';

/** A price in AED, and in the visitor's second currency when they chose one. */
export function Price({ aed, from = false }: { aed: number; from?: boolean }) {
  const t = useTranslations('Listings');
  const locale = usePageLocale();
  const { currency } = useDisplayPreferences();
  const price = formatAed(aed, locale);
  return (
    <span className={styles.price}>
      <span>{from ? t('priceFrom', { price }) : price}</span>
      {currency && (
        <span className={styles.converted}>
          {t('approx', { price: formatConverted(aed, currency, locale) })}
        </span>
      )}
    </span>
  );
}

/** A size in ft² or m²: the visitor's choice, else the language's convention. */
export function Area({ sqft }: { sqft: number }) {
  const t = useTranslations('Listings');
  const locale = usePageLocale();
  const unit = useDisplayPreferences().unit ?? defaultAreaUnit(locale);
  const size = formatAreaNumber(sqft, unit, locale);
  return <>{unit === 'sqm' ? t('sizeSqm', { size }) : t('sizeSqft', { size })}</>;
}

/** A rate per square foot (a service charge) in the same unit as the sizes around it. */
export function AreaRate({ aedPerSqft }: { aedPerSqft: number }) {
  const t = useTranslations('Listings');
  const locale = usePageLocale();
  const unit = useDisplayPreferences().unit ?? defaultAreaUnit(locale);
  const price =
    unit === 'sqm'
      ? formatAed(aedPerSqft / SQM_PER_SQFT, locale)
      : formatAed(aedPerSqft, locale, 2);
  return <>{unit === 'sqm' ? t('perSqm', { price }) : t('perSqft', { price })}</>;
}
