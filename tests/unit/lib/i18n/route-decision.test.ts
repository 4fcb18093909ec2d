import { describe, expect, it } from 'vitest';
import { decideRoute, safePath, type RouteRequest } from '@/lib/i18n/route-decision';

const request = (overrides: Partial<RouteRequest>): RouteRequest => ({
  pathname: '/',
  search: '',
  languageCookie: undefined,
  acceptLanguage: null,
  ...overrides,
});

describe('rule 1: prefixes', () => {
  it('serves a prefixed path in its language', () => {
    expect(decideRoute(request({ pathname: '/de/careers' }))).toEqual({
      action: 'rewrite',
      pathname: '/de/careers',
      locale: 'de',
    });
  });

  it('serves unprefixed paths in English', () => {
    expect(decideRoute(request({ pathname: '/careers', acceptLanguage: 'de' }))).toEqual({
      action: 'rewrite',
      pathname: '/en/careers',
      locale: 'en',
    });
  });

  it('redirects /en/… to the unprefixed path, keeping the query', () => {
    expect(
      decideRoute(request({ pathname: '/en/careers', search: '?utm_source=fb' })),
    ).toMatchObject({
      action: 'redirect',
      location: '/careers?utm_source=fb',
    });
    expect(decideRoute(request({ pathname: '/en' }))).toMatchObject({
      action: 'redirect',
      location: '/',
    });
  });
});

describe('rule 2 and 3: detection at the root only', () => {
  it('redirects the root to the cookie language without rewriting the cookie', () => {
    expect(decideRoute(request({ languageCookie: 'ru', acceptLanguage: 'de' }))).toEqual({
      action: 'redirect',
      location: '/ru',
      setLanguageCookie: undefined,
    });
  });

  it('redirects the root to the browser language and remembers it', () => {
    expect(
      decideRoute(request({ acceptLanguage: 'de-CH,de;q=0.9', search: '?utm_source=x' })),
    ).toEqual({
      action: 'redirect',
      location: '/de?utm_source=x',
      setLanguageCookie: 'de',
    });
  });

  it('serves English at the root when nothing else matches or the cookie says en', () => {
    expect(decideRoute(request({ acceptLanguage: 'ja' }))).toMatchObject({
      action: 'rewrite',
      pathname: '/en',
    });
    expect(decideRoute(request({ languageCookie: 'en', acceptLanguage: 'fr' }))).toMatchObject({
      action: 'rewrite',
      pathname: '/en',
    });
  });

  it('never redirects a prefixed root', () => {
    expect(decideRoute(request({ pathname: '/it', languageCookie: 'ko' }))).toMatchObject({
      action: 'rewrite',
      pathname: '/it',
    });
  });
});

describe('rule 4: the club index', () => {
  it.each([
    ['/dubai-insiders-club-index', '/'],
    ['/dubai-insiders-club-index/order', '/'],
    ['/fr/dubai-insiders-club-index/order', '/fr'],
    ['/en/dubai-insiders-club-index', '/'],
  ])('%s → %s', (pathname, location) => {
    expect(decideRoute(request({ pathname, search: '?a=1' }))).toMatchObject({
      action: 'redirect',
      location: `${location}?a=1`,
    });
  });
});

describe('rule 5: campaign deployments', () => {
  it('sends every page of the Taiwan variant to the Taiwan roadshow in its language', () => {
    const taiwan = { siteVariant: 'taiwan' };
    expect(decideRoute(request({ ...taiwan, pathname: '/careers', search: '?x=1' }))).toMatchObject(
      {
        location: '/roadshow-taiwan?x=1',
      },
    );
    expect(decideRoute(request({ ...taiwan, pathname: '/de/terms' }))).toMatchObject({
      location: '/de/roadshow-taiwan',
    });
    expect(decideRoute(request({ ...taiwan, pathname: '/roadshow-taiwan' }))).toMatchObject({
      action: 'rewrite',
    });
    expect(decideRoute(request({ ...taiwan, pathname: '/ko/roadshow-taiwan' }))).toMatchObject({
      action: 'rewrite',
    });
  });

  it('serves every page in the forced locale', () => {
    const he = { forceLocale: 'he' };
    expect(decideRoute(request({ ...he, pathname: '/careers' }))).toMatchObject({
      location: '/he/careers',
    });
    expect(decideRoute(request({ ...he, pathname: '/de/careers' }))).toMatchObject({
      location: '/he/careers',
    });
    expect(decideRoute(request({ ...he, pathname: '/', languageCookie: 'ru' }))).toMatchObject({
      location: '/he',
    });
    expect(decideRoute(request({ ...he, pathname: '/he/careers' }))).toMatchObject({
      action: 'rewrite',
      pathname: '/he/careers',
    });
  });

  it('applies the variant redirect first when both are set', () => {
    expect(
      decideRoute(request({ siteVariant: 'taiwan', forceLocale: 'he', pathname: '/de/careers' })),
    ).toMatchObject({
      location: '/he/roadshow-taiwan',
    });
  });

  it('ignores an unsupported forced locale', () => {
    expect(decideRoute(request({ forceLocale: 'xx', pathname: '/careers' }))).toMatchObject({
      action: 'rewrite',
    });
  });
});

describe('rule 6: no redirect leaves the origin', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/%5C%5Cevil.com',
    '/en//evil.com',
    '/en/%2fevil.com',
    '///evil.com/',
  ])('%s stays on this site', (pathname) => {
    const decision = decideRoute(request({ pathname }));
    const target = decision.action === 'redirect' ? decision.location : decision.pathname;
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });

  it('squashes slashes and backslashes', () => {
    expect(safePath('//a\\\\b//')).toBe('/a/b');
    expect(safePath('/%2f%5Cx')).toBe('/x');
  });
});

describe('unknown paths', () => {
  it('get the localized 404 page with status 404', () => {
    expect(decideRoute(request({ pathname: '/no-such-page' }))).toEqual({
      action: 'rewrite',
      pathname: '/en/page-not-found',
      locale: 'en',
      status: 404,
    });
    expect(decideRoute(request({ pathname: '/ar/blog/no-such-article/extra' }))).toMatchObject({
      pathname: '/ar/page-not-found',
      status: 404,
    });
  });

  it('serve known pages and blog articles', () => {
    const decision = decideRoute(request({ pathname: '/ko/blog/top-5-reasons-invest' }));
    expect(decision).toMatchObject({ pathname: '/ko/blog/top-5-reasons-invest' });
    expect(decision).not.toHaveProperty('status');
  });

  it('leave an article address to its page, which answers 404 where it is not published', () => {
    // Articles are published at run time (lib/articles): the proxy cannot know their slugs.
    const decision = decideRoute(request({ pathname: '/ar/blog/no-such-article' }));
    expect(decision).toMatchObject({ pathname: '/ar/blog/no-such-article' });
    expect(decision).not.toHaveProperty('status');
  });
});

describe('the manage page (docs/design.md §11)', () => {
  it('is rendered per request in the path’s language, whatever the token', () => {
    const token = 'A'.repeat(43);
    expect(decideRoute(request({ pathname: `/booking/${token}` }))).toEqual({
      action: 'rewrite',
      pathname: `/en/booking/${token}`,
      locale: 'en',
      perRequest: true,
    });
    expect(decideRoute(request({ pathname: '/ar/booking/made-up' }))).toMatchObject({
      pathname: '/ar/booking/made-up',
      perRequest: true,
    });
  });

  it('takes no other shape of path', () => {
    expect(decideRoute(request({ pathname: '/booking' }))).toMatchObject({ status: 404 });
    expect(decideRoute(request({ pathname: '/booking/a/b' }))).toMatchObject({ status: 404 });
    expect(decideRoute(request({ pathname: '/booking/a.b' }))).toMatchObject({ status: 404 });
  });
});
