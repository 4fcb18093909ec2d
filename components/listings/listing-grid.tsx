import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import { listingCards } from './card-data';
import { ListingCard } from './listing-card';
import contentStyles from '@/components/content/content.module.css';

/** A fixed selection of listing cards on a content page (home, opportunities, an area). */
export async function ListingGrid({
  locale,
  items,
}: {
  locale: Locale;
  items: readonly Listing[];
}) {
  const cards = await listingCards(locale, items);
  return (
    <ClientMessages namespaces={['Listings']}>
      <ul className={contentStyles.cards}>
        {cards.map((card) => (
          <li key={card.slug}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </ClientMessages>
  );
}
