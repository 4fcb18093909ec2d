import 'server-only';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import type { Locale } from '@/lib/i18n/locales';
import { getAdvertisableListings } from '@/lib/listings/store';
import { bedroomSteps } from '@/lib/listings/filters';
import { ListingWordsProvider, type ListingWords } from './listing-words';

/** The listings' words in `locale`, plural entries filled in on the server. */
async function listingWords(locale: Locale): Promise<ListingWords> {
  const t = await getTranslations({ locale, namespace: 'Listings' });
  return {
    locale,
    copy: await getCopy('Listings', locale),
    results: Array.from({ length: (await getAdvertisableListings()).length + 1 }, (_, count) =>
      t('filters.results', { count }),
    ),
    bedroomsAtLeast: Object.fromEntries(
      bedroomSteps.map((count) => [count, t('filters.bedroomsAtLeast', { count })]),
    ),
  };
}

/** Gives the client parts below (prices, sizes, filters) the listings' words. */
export async function ListingWordsIsland({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  return <ListingWordsProvider words={await listingWords(locale)}>{children}</ListingWordsProvider>;
}
