import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { locales, localizedPath, type Locale } from '../../lib/i18n/locales';
import { staticPages } from '../../lib/pages';
import { seededArticlePaths } from './seeded-articles';
import { seededListingPaths } from './seeded-listings';
import { layOutEverySection } from './helpers';

/**
 * One phone-sized page per worker, reused by all its tests: 390 px, the narrowest common phone
 * (iPhone 12 to 16). Pictures are sized by CSS, so they cannot widen a page; skipping them (and
 * the image optimizer's work on a cold cache) keeps every page visit within CI's minutes.
 */
const test = base.extend<object, { phone: Page }>({
  phone: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.route(/\/_next\/image|\.(?:jpe?g|png|webp|avif)(?:\?|$)/, (route) =>
        route.abort(),
      );
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Scrolls to the bottom (two screens a step: the forms start loading 600 px ahead), then waits
 * for every form that loads on view ([data-form] slots) to be there.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    for (let top = 0; top < root.scrollHeight; top += 2 * window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
  });
  for (const slot of await page.locator('[data-form]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator('form')).toBeAttached();
  }
}

/** How far the page reaches past the screen's edges, and the elements that take it there. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .filter(
        (element, _, all) => !all.some((other) => other !== element && element.contains(other)),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return `scrollWidth ${root.scrollWidth} > ${width} (${culprits.join(', ')})`;
  });
}

/**
 * Headings whose words run past their own box (a long compound clipped by an `overflow: hidden`
 * hero does not widen the page, so the check above cannot see it): scrollWidth ≤ clientWidth.
 * Visually hidden headings (1 px boxes) are left out.
 */
function clippedHeadings(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')]
      .filter((heading) => heading.clientWidth > 1 && heading.scrollWidth > heading.clientWidth)
      .map(
        (heading) =>
          `${heading.tagName.toLowerCase()} "${heading.textContent?.trim().slice(0, 60)}" (${heading.scrollWidth} > ${heading.clientWidth})`,
      ),
  );
}

// Eight to nine pages a test: short enough for a per-test timeout on a busy machine.
const chunks = [0, 1, 2].map((part) => staticPages.filter((_, index) => index % 3 === part));
// Blog articles and listing pages: pages too, in every language.
const pagesOfContent = [...seededArticlePaths, ...seededListingPaths];
const contentChunks = [0, 1].map((part) => pagesOfContent.filter((_, index) => index % 2 === part));

/**
 * `npm test` sweeps, with every section and form loaded, the languages that stress a phone's width
 * most: right to left (Arabic) and the longest words (German and Hungarian compounds). Hebrew, the
 * other right-to-left language, gets a glance at the same pages as they arrive: the server-rendered
 * text, headings included, in a third of the time (the forms are the same code in every language).
 * `npm run test:sideways` sweeps all 13 languages in full; the suite keeps within its 30 minutes.
 */
const sweptLocales = process.env.SIDEWAYS_ALL_LOCALES
  ? locales
  : locales.filter((locale) => ['ar', 'de', 'hu'].includes(locale));
const glancedLocales = process.env.SIDEWAYS_ALL_LOCALES
  ? []
  : locales.filter((locale) => locale === 'he');

/**
 * Visits each page in `locale`, readies it (`ready`: loads every section, or only waits for its
 * fonts), and lists what reaches past 390 px: the page itself, or a heading past its own box.
 */
async function widePages(
  phone: Page,
  locale: Locale,
  paths: string[],
  ready: (page: Page) => Promise<void>,
): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    const url = localizedPath(locale, path);
    await phone.goto(url, { waitUntil: 'domcontentloaded' });
    await layOutEverySection(phone);
    await ready(phone);
    const overflow = await sidewaysOverflow(phone);
    if (overflow) wide.push(`${url}: ${overflow}`);
    for (const heading of await clippedHeadings(phone)) wide.push(`${url}: ${heading}`);
  }
  return wide;
}

/** The text as it arrives: laid out first, so the fonts it asks for are fetched, then waited for. */
function fontsLoaded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

test.describe('no page scrolls sideways on a phone', () => {
  for (const locale of sweptLocales) {
    const sets = [...chunks, ...contentChunks];
    for (const [part, paths] of sets.entries()) {
      test(`${locale} (${part + 1}/${sets.length}): ${paths.length} pages and their headings fit 390 px with every section loaded`, async ({
        phone,
      }) => {
        test.setTimeout(90_000);
        expect(await widePages(phone, locale, paths, scrollThrough)).toEqual([]);
      });
    }
  }

  // Half of the pages a test: each within its timeout on a busy machine.
  const allPaths = [...staticPages, ...pagesOfContent];
  const halves = [0, 1].map((part) => allPaths.filter((_, index) => index % 2 === part));
  for (const locale of glancedLocales) {
    for (const [part, paths] of halves.entries()) {
      test(`${locale} (${part + 1}/2): ${paths.length} pages and their headings fit 390 px as they arrive`, async ({
        phone,
      }) => {
        test.setTimeout(90_000);
        expect(await widePages(phone, locale, paths, fontsLoaded)).toEqual([]);
      });
    }
  }
});
