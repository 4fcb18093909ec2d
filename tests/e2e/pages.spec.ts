import { expect, test } from './fixtures';
import { localeInfo, locales, localizedPath } from '../../lib/i18n/locales';
import { staticPages, unlistedPages } from '../../lib/pages';
import { seededArticlePaths } from './seeded-articles';
import { seededListingPaths } from './seeded-listings';

const paths = [...staticPages, ...seededArticlePaths, ...seededListingPaths];

test.describe('every page in every language', () => {
  for (const locale of locales) {
    test(`${locale}: all ${paths.length} pages are static, localized and described`, async ({
      request,
    }) => {
      const { iso, dir } = localeInfo[locale];
      for (const path of paths) {
        const url = localizedPath(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        // Prerendered pages carry a long shared-cache lifetime; rendered-per-request ones would not.
        // The bare root is prerendered too, but private: its answer depends on cookie and language.
        expect(response.headers()['x-nextjs-prerender'], url).toBeTruthy();
        expect(response.headers()['cache-control'], url).toContain(
          url === '/' ? 'private, no-store' : 's-maxage=',
        );
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${iso}" dir="${dir}"`);
        expect(html.match(/<h1[\s>]/g)?.length, `${url} has one h1`).toBe(1);
        expect(html, url).toMatch(
          new RegExp(`<link rel="canonical" href="http://localhost:3000${url === '/' ? '' : url}"`),
        );
        expect(html.match(/<link rel="alternate" hrefLang=/g)?.length, url).toBe(14);
        expect(html, url).toContain('hrefLang="x-default"');
        expect(html, url).toMatch(/<meta property="og:title" content="[^"]+"/);
        expect(html, url).toMatch(/<meta name="description" content="[^"]{40,}"/);
        // The shared picture is described to screen readers on every network (issue 24).
        expect(html, url).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/);
        expect(html, url).toMatch(/<meta name="twitter:image:alt" content="[^"]{10,}"/);
        if (unlistedPages.has(path)) expect(html, url).toContain('noindex');
      }
    });
  }

  test('the sitemap lists every localized page with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = paths.filter((path) => !unlistedPages.has(path));
    expect(xml.match(/<url>/g)?.length).toBe(listed.length * locales.length);
    expect(xml).toContain('<loc>http://localhost:3000/ar/blog/top-5-reasons-invest</loc>');
    expect(xml).toContain('hreflang="x-default"');
    // Each page's content date, not the build's (lib/pages.ts).
    expect(xml.match(/<lastmod>/g)?.length).toBe(listed.length * locales.length);
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/blog\/golden-visa-through-property<\/loc>(?:(?!<\/url>)[\s\S])*<lastmod>2026-10-02<\/lastmod>/,
    );
  });

  test('the home page describes the brokerage as a RealEstateAgent', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Meridian Gate',
    });
    expect(html).toContain(
      '<title>Dubai property for international investors | Meridian Gate</title>',
    );
  });
});
