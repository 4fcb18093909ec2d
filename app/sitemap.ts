import type { MetadataRoute } from 'next';
import { articleLocales, articlePath } from '@/lib/articles';
import { getArticles } from '@/lib/articles/store';
import { locales, localizedPath, type Locale } from '@/lib/i18n/locales';
import { contentDate, staticPages, unlistedPages } from '@/lib/pages';
import { listingLocales, listingPath } from '@/lib/listings';
import { getAdvertisableListings } from '@/lib/listings/store';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

/**
 * Listings and articles are published at run time: the sitemap follows them
 * (lib/content/revalidate.ts, lib/content/revalidate-articles.ts).
 */
export const revalidate = 30;

type Entry = { path: string; written: readonly Locale[]; lastModified: string | undefined };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getArticles();
  const pages: Entry[] = staticPages
    .filter((path) => !unlistedPages.has(path))
    // The content's own date (lib/pages.ts), never the build's; the blog's is its newest article's.
    .map((path) => ({
      path,
      written: locales,
      lastModified: path === '/blog' ? articles[0]?.date : contentDate(path),
    }));
  // Each article in the languages it is published in, dated by its publication.
  const published: Entry[] = articles.map((article) => ({
    path: articlePath(article),
    written: articleLocales(article),
    lastModified: article.date,
  }));
  // Only listings that may be advertised (not sold, let or out of permit), each in the languages
  // it is written in; its other pages show English until staff translate it.
  const listings: Entry[] = (await getAdvertisableListings()).map((listing) => ({
    path: listingPath(listing),
    written: listingLocales(listing),
    lastModified: listing.updatedAt.slice(0, 10),
  }));
  return [...pages, ...published, ...listings].flatMap(({ path, written, lastModified }) =>
    written.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      lastModified,
      changeFrequency: path.startsWith('/blog/') ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path, written) },
    })),
  );
}
