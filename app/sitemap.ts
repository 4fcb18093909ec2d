import type { MetadataRoute } from 'next';
import { locales, localizedPath, type Locale } from '@/lib/i18n/locales';
import { contentDate, contentPaths, staticPages, unlistedPages } from '@/lib/pages';
import { listingLocales, listingPath } from '@/lib/listings';
import { getAdvertisableListings } from '@/lib/listings/store';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

/** Listings are published at run time: the sitemap follows them (lib/content/revalidate.ts). */
export const revalidate = 30;

type Entry = { path: string; written: readonly Locale[]; lastModified: string | undefined };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: Entry[] = [
    ...staticPages.filter((path) => !unlistedPages.has(path)),
    ...contentPaths,
  ]
    // The content's own date (lib/pages.ts), never the build's.
    .map((path) => ({ path, written: locales, lastModified: contentDate(path) }));
  // Only listings that may be advertised (not sold, let or out of permit), each in the languages
  // it is written in; its other pages show English until staff translate it.
  const listings: Entry[] = (await getAdvertisableListings()).map((listing) => ({
    path: listingPath(listing),
    written: listingLocales(listing),
    lastModified: listing.updatedAt.slice(0, 10),
  }));
  return [...pages, ...listings].flatMap(({ path, written, lastModified }) =>
    written.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      lastModified,
      changeFrequency: path.startsWith('/blog/') ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path, written) },
    })),
  );
}
