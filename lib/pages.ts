import { articles } from './blog';
import { listingPaths } from './listings';

/** Every page of docs/spec.md §2 (blog articles: lib/blog.ts); the sitemap and tests read it. */
export const staticPages = [
  '/',
  '/al-marjan-island',
  '/careers',
  '/dubai-insiders-club',
  '/dubai-insiders-club-v2',
  '/he-lp',
  '/invest-in-dubai',
  '/investment-compass',
  '/investment-opportunities',
  '/list-your-property-in-dubai',
  '/listsell',
  '/partners',
  '/privacy',
  '/roadshow',
  '/roadshow-germany',
  '/roadshow-italy',
  '/roadshow-taiwan',
  '/sell-your-property',
  '/sell-your-property/submit',
  '/sell-your-property/v2',
  '/sell-your-property/v2/submit',
  '/success',
  '/terms',
  '/video',
  '/properties',
  '/blog',
  '/calculators',
] as const;

/** Confirmation pages a visitor reaches only after sending a form: kept out of search results. */
export const unlistedPages: ReadonlySet<string> = new Set([
  '/sell-your-property/submit',
  '/sell-your-property/v2/submit',
  '/success',
]);

/** The 404 page the proxy serves, with status 404, for any path that is not a page. */
export const NOT_FOUND_PAGE = '/page-not-found';

/** Pages made from content: blog articles (lib/blog.ts) and listings (lib/listings). */
export const contentPaths: readonly string[] = [
  ...articles.map((article) => `/blog/${article.slug}`),
  ...listingPaths,
];

/** Every path a visitor can land on, in English form (unprefixed). */
export const knownPaths: ReadonlySet<string> = new Set<string>([...staticPages, ...contentPaths]);
