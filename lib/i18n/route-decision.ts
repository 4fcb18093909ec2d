import { detectLocale } from './detect-locale';
import { defaultLocale, isLocale, localizedPath, type Locale } from './locales';
import { isArticlePath } from '../articles';
import { isListingPath, knownPaths, NOT_FOUND_PAGE } from '../pages';

const TAIWAN_PAGE = '/roadshow-taiwan';
const CLUB_INDEX = '/dubai-insiders-club-index';

export type RouteRequest = {
  pathname: string;
  /** The raw query string including its leading '?', or ''. */
  search: string;
  languageCookie: string | undefined;
  acceptLanguage: string | null;
  siteVariant?: string;
  forceLocale?: string;
};

export type RouteDecision =
  | { action: 'redirect'; location: string; setLanguageCookie?: Locale }
  | { action: 'rewrite'; pathname: string; locale: Locale; status?: 404 }
  /** The investor's manage page (docs/design.md §11): rendered per request, never cached. */
  | { action: 'rewrite'; pathname: string; locale: Locale; perRequest: true };

/** `/booking/{token}`: the token is 32 random bytes in base64url; anything else is the page's 404. */
const MANAGE_PAGE = /^\/booking\/[A-Za-z0-9_-]{1,100}$/;

/**
 * Squashes what a browser could read as another origin (`//evil.com`, `/\evil.com`, encoded
 * slashes) into one plain same-origin path, so a redirect built from it cannot leave the site.
 */
export function safePath(pathname: string): string {
  let path = pathname
    .replace(/%(2f|5c)/gi, '/')
    .replace(/[\\/]+/g, '/')
    .replace(/[\u0000-\u001f\u007f]/g, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function splitLocale(path: string): { prefix: Locale | undefined; rest: string } {
  const first = path.split('/')[1];
  if (isLocale(first)) {
    const rest = path.slice(first.length + 1);
    return { prefix: first, rest: rest === '' ? '/' : rest };
  }
  return { prefix: undefined, rest: path };
}

/** The routing rules (docs/design.md §3) as one pure function; proxy.ts applies the result. */
export function decideRoute(req: RouteRequest): RouteDecision {
  const path = safePath(req.pathname);
  const { prefix, rest } = splitLocale(path);
  const forced = isLocale(req.forceLocale) ? req.forceLocale : undefined;

  let locale: Locale = forced ?? prefix ?? defaultLocale;
  let setLanguageCookie: Locale | undefined;
  // Rule 2: only the bare root consults the cookie and the browser.
  if (!forced && !prefix && rest === '/') {
    const detected = detectLocale(req.languageCookie, req.acceptLanguage);
    locale = detected.locale;
    if (detected.fromBrowser) setLanguageCookie = detected.locale;
  }

  let target = rest;
  if (target.includes(CLUB_INDEX)) target = '/';
  if (req.siteVariant === 'taiwan' && target !== TAIWAN_PAGE) target = TAIWAN_PAGE;

  const canonical = localizedPath(locale, target);
  if (canonical !== req.pathname) {
    return { action: 'redirect', location: canonical + req.search, setLanguageCookie };
  }
  if (MANAGE_PAGE.test(target))
    return { action: 'rewrite', pathname: `/${locale}${target}`, locale, perRequest: true };
  if (!knownPaths.has(target) && !isListingPath(target) && !isArticlePath(target)) {
    // Served by the proxy rather than notFound(): a prerendered, localized page with status 404.
    return { action: 'rewrite', pathname: `/${locale}${NOT_FOUND_PAGE}`, locale, status: 404 };
  }
  return { action: 'rewrite', pathname: `/${locale}${target === '/' ? '' : target}`, locale };
}
