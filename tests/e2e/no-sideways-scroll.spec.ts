import { expect, test, type Page } from '@playwright/test';
import { locales, localizedPath } from '../../lib/i18n/locales';
import { staticPages } from '../../lib/pages';

// The phone project's browser at the width of the narrowest common phone (iPhone 12 to 16).
test.use({ viewport: { width: 390, height: 844 } });

/** Resolves once no request the page started is still under way (lazy forms are chunks). */
function requestsInFlight(page: Page) {
  let pending = 0;
  let wake: () => void = () => undefined;
  page.on('request', () => (pending += 1));
  const done = () => {
    pending = Math.max(0, pending - 1);
    if (pending === 0) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset: () => (pending = 0),
    // Capped, so a request that never ends (none is expected) fails the page's check, not the run.
    settled: () =>
      pending === 0
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => (wake = resolve)),
            page.waitForTimeout(10_000),
          ]),
  };
}

/** Scrolls a screen at a time to the bottom, so every section that loads on view loads. */
function scrollThrough(page: Page) {
  return page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    for (let top = 0; top < root.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
    await frames();
  });
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

test.describe('no page scrolls sideways on a phone', () => {
  for (const locale of locales) {
    test(`${locale}: all ${staticPages.length} pages fit 390 px with every section loaded`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const network = requestsInFlight(page);
      const wide: string[] = [];
      for (const path of staticPages) {
        const url = localizedPath(locale, path);
        network.reset();
        await page.goto(url);
        await scrollThrough(page);
        await network.settled();
        // A form that loaded at the end renders a frame later: measure after a second pass.
        await scrollThrough(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow) wide.push(`${url}: ${overflow}`);
      }
      expect(wide).toEqual([]);
    });
  }
});
