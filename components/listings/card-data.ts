import 'server-only';
import { getTranslations } from 'next-intl/server';
import { quarterArguments } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locales';
import { shownImage } from '@/lib/images/shown-image';
import { listingPath, listingText, type Listing } from '@/lib/listings';
import { getAdvertisableListings } from '@/lib/listings/store';
import type { ListingCardData } from './listing-card';

/** The cards of `items` (every listing that may be advertised, by default) in the page's language. */
export async function listingCards(
  locale: Locale,
  items?: readonly Listing[],
): Promise<ListingCardData[]> {
  const t = await getTranslations({ locale, namespace: 'Listings' });
  return (items ?? (await getAdvertisableListings())).map((listing) => {
    const text = listingText(listing, locale);
    return {
      slug: listing.slug,
      area: listing.area,
      type: listing.type,
      status: listing.status,
      bedrooms: listing.bedrooms,
      priceAed: listing.priceAed,
      sizeSqft: listing.sizeSqft,
      handover: listing.handover,
      href: listingPath(listing),
      image: shownImage(
        listing.images[0] ?? '/images/listing.jpg',
        '(max-width: 640px) 100vw, 400px',
      ),
      title: text.name,
      titleLang: text.lang === locale ? undefined : text.lang,
      areaLabel: t(`areas.${listing.area}`),
      typeLabel: t(`types.${listing.type}`),
      statusLabel: t(`status.${listing.status}`),
      bedroomsLabel: t('bedrooms', { count: listing.bedrooms }),
      handoverLabel:
        listing.status === 'offPlan'
          ? t('handover', { quarter: t('quarter', quarterArguments(listing.handover)) })
          : null,
    };
  });
}
