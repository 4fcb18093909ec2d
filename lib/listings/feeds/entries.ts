import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listingText, type Listing } from '@/lib/listings';
import { getAdvertisableListings } from '@/lib/listings/store';
import { site } from '@/lib/site';

type FeedText = { title: string; description: string };

/** A listing as the feeds write it: its facts, its English and Arabic text, absolute photos. */
export type FeedListing = Listing & {
  feedText: { en: FeedText; ar: FeedText };
  /** The features in English, as the portals' amenity lists are written. */
  featureNames: string[];
  photos: string[];
  url: string;
};

/** Each listing's title ("name, area") and description in `locale`. */
async function textIn(locale: 'en' | 'ar', listings: Listing[]): Promise<FeedText[]> {
  const page = await getTranslations({ locale, namespace: 'ListingPage' });
  const labels = await getTranslations({ locale, namespace: 'Listings' });
  // A listing not written in Arabic yet goes out with its English words (the portals take both).
  return listings.map((listing) => {
    const text = listingText(listing, locale);
    return {
      title: page('metaTitle', {
        title: text.name,
        area: labels(`areas.${listing.area}`),
      }),
      description: text.description,
    };
  });
}

/** What the feeds publish: the listings that may be advertised now, and only those. */
export async function feedListings(now: Date = new Date()): Promise<FeedListing[]> {
  const listings = await getAdvertisableListings(now);
  const [english, arabic] = await Promise.all([textIn('en', listings), textIn('ar', listings)]);
  const features = await getTranslations({ locale: 'en', namespace: 'ListingPage.features' });
  return listings.map((listing, index) => ({
    ...listing,
    feedText: { en: english[index]!, ar: arabic[index]! },
    featureNames: listing.features.map((feature) => features(feature)),
    photos: listing.images.map((path) => new URL(path, `${site.url}/`).toString()),
    url: `${site.url}/properties/${listing.slug}`,
  }));
}
