import { LISTING_SLUG } from './listings';
import { PRIVACY_NOTICE_VERSION } from './privacy/notice';

/** Every page of docs/spec.md §2 (blog articles: lib/articles); the sitemap and tests read it. */
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

type StaticPage = (typeof staticPages)[number];

/**
 * When each page's content last changed in substance: the sitemap's `<lastmod>` (issue 24), so a
 * search engine revisits what changed rather than every page at every build. Change a date with
 * the page's copy. The legal pages show theirs as "Last updated"; the listings' the day our
 * advisors priced them. The blog's is its newest article's, and each article's its own: they are
 * published at run time, so the sitemap reads them from the content store (app/sitemap.ts).
 */
const LISTINGS_PRICED_ON = '2026-11-22';
const legalUpdated = '2026-11-01';
export const contentDates: Record<Exclude<StaticPage, '/blog'>, string> = {
  '/': '2026-11-22',
  '/al-marjan-island': '2026-11-23',
  '/careers': '2026-11-23',
  '/dubai-insiders-club': '2026-11-23',
  '/dubai-insiders-club-v2': '2026-11-23',
  '/he-lp': '2026-11-23',
  '/invest-in-dubai': '2026-11-23',
  '/investment-compass': '2026-11-23',
  '/investment-opportunities': '2026-11-22',
  '/list-your-property-in-dubai': '2026-11-23',
  '/listsell': '2026-11-22',
  '/partners': '2026-11-23',
  // The privacy notice's version is its revision date: each lead stores the one it was sent under.
  '/privacy': PRIVACY_NOTICE_VERSION,
  '/roadshow': '2026-11-23',
  '/roadshow-germany': '2026-11-21',
  '/roadshow-italy': '2026-11-21',
  '/roadshow-taiwan': '2026-11-21',
  '/sell-your-property': '2026-11-23',
  '/sell-your-property/submit': '2026-11-23',
  '/sell-your-property/v2': '2026-11-23',
  '/sell-your-property/v2/submit': '2026-11-23',
  '/success': '2026-11-23',
  '/terms': legalUpdated,
  '/video': '2026-11-23',
  '/properties': LISTINGS_PRICED_ON,
  '/calculators': '2026-11-22',
};

/** A page's content date (see `contentDates`); the blog, articles and listings have their own. */
export function contentDate(path: string): string | undefined {
  return (contentDates as Record<string, string>)[path];
}

/** Confirmation pages a visitor reaches only after sending a form: kept out of search results. */
export const unlistedPages: ReadonlySet<string> = new Set([
  '/sell-your-property/submit',
  '/sell-your-property/v2/submit',
  '/success',
]);

/** The 404 page the proxy serves, with status 404, for any path that is not a page. */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * A listing's page, `/properties/{slug}`: listings are published at run time (lib/listings/store.ts),
 * so every such address is routed and the page itself answers 404 for a slug it does not know.
 */
export function isListingPath(path: string): boolean {
  const match = /^\/properties\/([^/]+)$/.exec(path);
  return match !== null && match[1]!.length <= 100 && LISTING_SLUG.test(match[1]!);
}

/**
 * Only where the server runs with E2E_REGENERATED_PAGE=1 (the end-to-end build and its servers): a
 * test page Next regenerates at run time (app/[locale]/(empty)/regenerated-e2e/page.e2e.tsx).
 */
export const REGENERATED_TEST_PAGE = '/regenerated-e2e';

/** Every path a visitor can land on, in English form (unprefixed). */
export const knownPaths: ReadonlySet<string> = new Set<string>([
  ...staticPages,
  ...(process.env.E2E_REGENERATED_PAGE === '1' ? [REGENERATED_TEST_PAGE] : []),
]);
