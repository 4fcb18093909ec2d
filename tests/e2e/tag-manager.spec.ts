import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { messages } from './helpers';

/**
 * Consent before tracking (docs/design.md §15): Consent Mode's defaults come first, the tag manager
 * loads only after the visitor allows analytics or marketing, and never with GPC or Do-Not-Track.
 * The specs here start as a first visit does, without a stored choice.
 */
test.use({ consentChoice: null });

/** The container id `npm run build:e2e` builds with (package.json). */
const GTM_ID = 'GTM-E2ETEST';
const de = messages('de');

/** Answers the tag manager's and Maps' scripts with stubs and lists every request to Google. */
async function stubGoogle(page: Page) {
  const requested: string[] = [];
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|googleapis|gstatic|google-analytics)\.com\//,
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.gtmStubRan = true;' });
    },
  );
  return requested;
}

/** dataLayer's entries: gtag commands as arrays, events as they are. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as unknown as ArrayLike<unknown>)
        : entry,
    ),
  );

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const banner = (page: Page) => page.getByRole('dialog', { name: de.Consent.banner.title });

test('a first visit loads no tag manager or map, stores no tracking, and asks first', async ({
  page,
  context,
}) => {
  const requested = await stubGoogle(page);
  await page.goto('/de/invest-in-dubai?utm_source=fb&utm_campaign=winter&clickid=abc');
  await expect(banner(page)).toBeVisible({ timeout: 15_000 });
  // Consent Mode's defaults, all four denied, are the first thing in dataLayer.
  expect((await dataLayer(page))[0]).toEqual(['consent', 'default', denied]);
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('gtm-script'))).toBeNull();
  // Nothing that tracks: no campaign cookie, no kept token; only this tab's landing tags.
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => /^(token|_ga|_gcl|consent)/.test(name))).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).toEqual([]);
  expect(storage.session).toEqual(['landing-token']);
});

test('accepting loads the tag manager after a consent update, and remembers it', async ({
  page,
  context,
}) => {
  const requested = await stubGoogle(page);
  await page.goto('/de/invest-in-dubai?utm_source=fb');
  await banner(page).getByRole('button', { name: de.Consent.banner.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => requested, { timeout: 15_000 })
    .toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  await expect
    .poll(() => page.evaluate(() => (window as Window & { gtmStubRan?: boolean }).gtmStubRan))
    .toBe(true);
  const entries = await dataLayer(page);
  expect(entries[0]).toEqual(['consent', 'default', denied]);
  expect(entries[1]).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    },
  ]);
  expect((entries[2] as { event?: string }).event).toBe('gtm.js');
  // With marketing allowed, the campaign is kept for later visits.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('{"utm_source":"fb"}');
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['consent', 'token']),
  );

  // The next page: no banner, the tag manager loads with the stored choice.
  requested.length = 0;
  await page.goto('/de');
  await expect.poll(() => requested, { timeout: 15_000 }).toHaveLength(1);
  await expect(banner(page)).toHaveCount(0);
  const next = await dataLayer(page);
  expect(next.slice(0, 2).map((entry) => (entry as unknown[])[1])).toEqual(['default', 'update']);
});

test('"Necessary only" loads nothing and keeps nothing for later visits', async ({ page }) => {
  const requested = await stubGoogle(page);
  await page.goto('/de/invest-in-dubai?utm_source=fb');
  await banner(page).getByRole('button', { name: de.Consent.banner.necessaryOnly }).click();
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  expect((await dataLayer(page))[1]).toEqual(['consent', 'update', denied]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('with Global Privacy Control the tag manager never loads, even after "Accept all"', async ({
  page,
}) => {
  const requested = await stubGoogle(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await page.goto('/de/invest-in-dubai');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  // The browser already answered: the banner does not ask.
  await expect(banner(page)).toHaveCount(0);
  // The visitor opens the settings and accepts everything: tracking stays off all the same.
  await page.getByRole('button', { name: de.Consent.footerLink }).click();
  const preferences = page.getByRole('dialog', { name: de.Consent.preferences.title });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByText(de.Consent.preferences.signal)).toBeVisible();
  await preferences.getByRole('button', { name: de.Consent.banner.acceptAll }).click();
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('gtm-script'))).toBeNull();
});

test('a visitor who asks not to be tracked gets no tag manager', async ({ page }) => {
  const requested = await stubGoogle(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  await page.goto('/de/invest-in-dubai');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('gtm-script'))).toBeNull();
});
