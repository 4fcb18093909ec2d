import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The container id `npm run build:e2e` builds with (package.json). */
const GTM_ID = 'GTM-E2ETEST';

/** Answers the tag manager's script with a stub and lists what was asked for. */
async function stubTagManager(page: Page) {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStubRan = true;' });
  });
  return requested;
}

test('the tag manager loads after the page, with the configured container', async ({ page }) => {
  const requested = await stubTagManager(page);
  await page.goto('/de/invest-in-dubai');
  // Injected after the page's load event, which a busy machine can take a while to reach.
  await expect
    .poll(() => requested, { timeout: 15_000 })
    .toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  // The request is answered before the script runs: wait for it to have run.
  await expect
    .poll(() => page.evaluate(() => (window as Window & { gtmStubRan?: boolean }).gtmStubRan))
    .toBe(true);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events[0]).toBe('gtm.js');
});

test('a visitor who asks not to be tracked gets no tag manager', async ({ page }) => {
  const requested = await stubTagManager(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  await page.goto('/de/invest-in-dubai');
  await page.waitForLoadState('load');
  // Long enough for the script to have been injected after `load` had it been allowed.
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('gtm-script'))).toBeNull();
});
