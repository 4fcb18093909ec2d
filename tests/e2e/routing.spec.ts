import { expect, test } from './fixtures';
import { noRedirect, origin } from './helpers';

test.describe('routing rules (docs/design.md §3)', () => {
  test('rule 1: prefixed paths serve their language, /en/… redirects to the bare path', async ({
    request,
  }) => {
    const german = await request.get('/de/careers', noRedirect);
    expect(german.status()).toBe(200);
    expect(await german.text()).toContain('<html lang="de" dir="ltr"');

    const english = await request.get('/en/careers?utm_source=mail', noRedirect);
    expect(english.status()).toBe(307);
    expect(english.headers()['location']).toBe('/careers?utm_source=mail');
  });

  test('rule 2: only the root is redirected by the browser language', async ({ request }) => {
    const root = await request.get('/?utm_campaign=spring', {
      ...noRedirect,
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' },
    });
    expect(root.status()).toBe(307);
    expect(root.headers()['location']).toBe('/de?utm_campaign=spring');
    // Rule 3: the choice made from the browser is remembered.
    const cookie = root.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/i18n_language=de/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const page = await request.get('/careers', {
      ...noRedirect,
      headers: { 'accept-language': 'de' },
    });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<html lang="en-US" dir="ltr"');
  });

  test('rule 2: the language cookie wins over the browser, English is the fallback', async ({
    request,
  }) => {
    const byCookie = await request.get('/', {
      ...noRedirect,
      headers: { cookie: 'i18n_language=ko', 'accept-language': 'fr' },
    });
    expect(byCookie.headers()['location']).toBe('/ko');

    const fallback = await request.get('/', {
      ...noRedirect,
      headers: { 'accept-language': 'ja' },
    });
    expect(fallback.status()).toBe(200);
    expect(await fallback.text()).toContain('<html lang="en-US"');
  });

  test('rule 4: the club index goes to the home page of its language', async ({ request }) => {
    for (const [path, location] of [
      ['/dubai-insiders-club-index', '/'],
      ['/dubai-insiders-club-index/order?utm_source=x', '/?utm_source=x'],
      ['/it/dubai-insiders-club-index/order', '/it'],
    ] as const) {
      const response = await request.get(path, noRedirect);
      expect(response.status(), path).toBe(307);
      expect(response.headers()['location'], path).toBe(location);
    }
  });

  test('rule 5: the Taiwan variant sends every page to the Taiwan roadshow', async ({
    request,
  }) => {
    const base = origin('taiwan');
    const careers = await request.get(`${base}/careers?utm_source=line`, noRedirect);
    expect(careers.headers()['location']).toBe('/roadshow-taiwan?utm_source=line');
    const german = await request.get(`${base}/de/terms`, noRedirect);
    expect(german.headers()['location']).toBe('/de/roadshow-taiwan');
    const target = await request.get(`${base}/roadshow-taiwan`, noRedirect);
    expect(target.status()).toBe(200);
  });

  test('rule 5: FORCE_LOCALE serves every page in that language', async ({ request }) => {
    const base = origin('hebrew');
    const careers = await request.get(`${base}/careers`, noRedirect);
    expect(careers.headers()['location']).toBe('/he/careers');
    const german = await request.get(`${base}/de/terms?a=1`, noRedirect);
    expect(german.headers()['location']).toBe('/he/terms?a=1');
    const hebrew = await request.get(`${base}/he/careers`, noRedirect);
    expect(await hebrew.text()).toContain('<html lang="he" dir="rtl"');
  });

  test('rule 6: no redirect leaves the origin', async ({ request }) => {
    for (const path of [
      '//evil.com',
      '/\\evil.com',
      '/%2F%2Fevil.com',
      '/%5C%5Cevil.com',
      '/en//evil.com',
      '/en/%2F%2Fevil.com',
    ]) {
      // A full URL: a bare '//evil.com' would be read by the test client itself as another host.
      const response = await request.get(`${origin()}${path}`, noRedirect);
      const location = response.headers()['location'];
      if (location) {
        expect(new URL(location, origin()).origin, path).toBe(origin());
        expect(location, path).not.toMatch(/^(\/\/|\/\\|https?:)(?!\/\/localhost)/);
      } else {
        expect([200, 404], path).toContain(response.status());
      }
    }
  });

  test('rule 7: crawler files and the API bypass the proxy', async ({ request }) => {
    const robots = await request.get('/robots.txt', { headers: { 'accept-language': 'de' } });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await request.get('/sitemap.xml', noRedirect);
    expect(sitemap.status()).toBe(200);
  });

  test('unknown paths answer 404 with the localized error page', async ({ request }) => {
    const english = await request.get('/no-such-page', noRedirect);
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('Page not found');

    const arabic = await request.get('/ar/no-such-page', noRedirect);
    expect(arabic.status()).toBe(404);
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).not.toContain('>Page not found<');

    const article = await request.get('/de/blog/no-such-article', noRedirect);
    expect(article.status()).toBe(404);
  });
});
