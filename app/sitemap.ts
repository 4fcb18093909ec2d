import type { MetadataRoute } from 'next';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { contentDate, contentPaths, staticPages, unlistedPages } from '@/lib/pages';
import { listingPath, listingPaths } from '@/lib/listings';
import { getAdvertisableListings } from '@/lib/listings/store';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // A listing that may not be advertised (sold, let, its permit expired) keeps its page, unlisted.
  const advertised = new Set((await getAdvertisableListings()).map(listingPath));
  const paths = [
    ...staticPages.filter((path) => !unlistedPages.has(path)),
    ...contentPaths.filter((path) => !listingPaths.includes(path) || advertised.has(path)),
  ];
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      // The content's own date (lib/pages.ts), never the build's.
      lastModified: contentDate(path),
      changeFrequency: path.startsWith('/blog/') ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
