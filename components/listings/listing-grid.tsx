import { getCopy } from '@/lib/i18n/copy';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { defaultAreaUnit, formatAed, formatAreaNumber } from '@/lib/format/numbers';
import type { Listing } from '@/lib/listings';
import { listingCards } from './card-data';
import { ListingCard } from './listing-card';
import contentStyles from '@/components/content/content.module.css';
import styles from './listings.module.css';

/**
 * A fixed selection of listing cards on a content page (home, opportunities, an area), rendered on
 * the server in the language's unit: no client code, so these pages keep their first load (the
 * unit and currency switch lives on /properties and the listing pages).
 */
export async function ListingGrid({
  locale,
  items,
}: {
  locale: Locale;
  items: readonly Listing[];
}) {
  const cards = await listingCards(locale, items);
  const copy = await getCopy('Listings', locale);
  const unit = defaultAreaUnit(locale);
  return (
    <ul className={contentStyles.cards}>
      {cards.map((card) => {
        const price = formatAed(card.priceAed, locale);
        const size = formatAreaNumber(card.sizeSqft, unit, locale);
        return (
          <li key={card.slug}>
            <ListingCard
              card={card}
              price={
                <span className={styles.price}>
                  <span>{card.status === 'offPlan' ? fill(copy.priceFrom, { price }) : price}</span>
                </span>
              }
              size={fill(unit === 'sqm' ? copy.sizeSqm : copy.sizeSqft, { size })}
            />
          </li>
        );
      })}
    </ul>
  );
}
