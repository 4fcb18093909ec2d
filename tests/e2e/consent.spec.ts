import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../lib/consent/consent';
import { PRIVACY_NOTICE_VERSION } from '../../lib/privacy/notice';
import { blockingViolations, HUMAN_FILL_MS, messages } from './helpers';

/**
 * The consent banner and what follows from it (docs/design.md §15): keyboard and screen-reader
 * use, right to left in Arabic, the footer's "Cookie settings", maps on a click, and the forms'
 * privacy notice and marketing box. Each test starts as a first visit, without a stored choice.
 */
test.use({ consentChoice: null });

const banner = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function storedCategories(page: Page): Promise<string[] | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  if (!cookie) return undefined;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}

test('the banner works by keyboard alone, and has no accessibility violations', async ({
  page,
}) => {
  const t = messages('en');
  await page.goto('/invest-in-dubai');
  const dialog = banner(page, t.Consent.banner.title);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAttribute('aria-describedby', /.+/);
  expect(await blockingViolations(page, '#cc-main')).toEqual([]);

  // Tab reaches "Choose", Enter opens the preferences, Tab reaches a category's switch.
  const choose = dialog.getByRole('button', { name: t.Consent.banner.choose });
  for (let i = 0; i < 150 && !(await choose.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  const preferences = banner(page, t.Consent.preferences.title);
  await expect(preferences).toBeVisible();
  const maps = preferences.getByRole('checkbox', { name: t.Consent.preferences.maps.title });
  for (let i = 0; i < 40 && !(await maps.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(maps).toBeFocused();
  await page.keyboard.press('Space');
  await expect(maps).toBeChecked();
  expect(await blockingViolations(page, '#cc-main')).toEqual([]);
  const save = preferences.getByRole('button', { name: t.Consent.preferences.save });
  for (let i = 0; i < 40 && !(await save.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(preferences).toBeHidden();
  expect(await storedCategories(page)).toEqual(['necessary', 'maps']);
});

test('in Arabic the banner reads right to left, and the choice is made in Arabic', async ({
  page,
}) => {
  const t = messages('ar');
  await page.goto('/ar');
  const dialog = banner(page, t.Consent.banner.title);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#cc-main')).toHaveClass(/cc--rtl/);
  expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(dialog.getByText(t.Consent.banner.description)).toBeVisible();
  await expect(dialog.getByRole('link', { name: t.Consent.privacyLink })).toHaveAttribute(
    'href',
    '/ar/privacy',
  );
  // The page does not move under the banner: it is an overlay.
  const before = await page.locator('main').boundingBox();
  await dialog.getByRole('button', { name: t.Consent.banner.necessaryOnly }).click();
  await expect(dialog).toBeHidden();
  expect(await page.locator('main').boundingBox()).toEqual(before);
  expect(await storedCategories(page)).toEqual(['necessary']);
});

// Every footer variant: regular, large, simple, Hebrew landing page, partners.
for (const path of ['/de', '/de/roadshow', '/de/privacy', '/he/he-lp', '/de/partners']) {
  test(`${path}: "Cookie settings" in the footer opens the preferences again`, async ({ page }) => {
    const locale = path.split('/')[1] ?? 'en';
    const t = messages(locale);
    await page.goto(path);
    await banner(page, t.Consent.banner.title)
      .getByRole('button', { name: t.Consent.banner.necessaryOnly })
      .click();
    const link = page.locator('footer').getByRole('button', { name: t.Consent.footerLink });
    await link.click();
    const preferences = banner(page, t.Consent.preferences.title);
    await expect(preferences).toBeVisible();
    await preferences
      .getByRole('checkbox', { name: t.Consent.preferences.analytics.title })
      .check({ force: true });
    await preferences.getByRole('button', { name: t.Consent.preferences.save }).click();
    await expect(preferences).toBeHidden();
    expect(await storedCategories(page)).toEqual(['necessary', 'analytics']);
  });
}

test("a listing's map loads on a click, never before", async ({ page }) => {
  const t = messages('de');
  const requested: string[] = [];
  await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/de/properties/harbour-view-residences');
  const show = page.getByRole('button', { name: t.ListingPage.location.showMap });
  await show.scrollIntoViewIfNeeded();
  await expect(page.getByText(t.ListingPage.location.mapNotice)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  await show.click();
  await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(new URL(requested[0] ?? '').hostname).toBe('maps.googleapis.com');
});

test('with maps allowed, the map loads as it comes near, without a click', async ({ page }) => {
  const t = messages('en');
  const requested: string[] = [];
  await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/properties/harbour-view-residences');
  await banner(page, t.Consent.banner.title)
    .getByRole('button', { name: t.Consent.banner.acceptAll })
    .click();
  await page.getByRole('heading', { name: t.ListingPage.location.title }).scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test('the request-call form states the privacy notice and sends the marketing choice', async ({
  page,
}) => {
  const t = messages('de');
  await page.goto('/de');
  await banner(page, t.Consent.banner.title)
    .getByRole('button', { name: t.Consent.banner.necessaryOnly })
    .click();
  await page.locator('header').getByRole('button', { name: t.Navigation.requestCall }).click();
  const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/privacy',
  );
  const box = dialog.getByRole('checkbox', { name: t.RequestCall.marketingConsent });
  await expect(box).not.toBeChecked();
  await box.check();
  await dialog.getByLabel(t.RequestCall.name, { exact: true }).fill('Jonas Test');
  await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await dialog.getByRole('button', { name: t.RequestCall.submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    noticeVersion: PRIVACY_NOTICE_VERSION,
    marketingConsent: true,
  });
});
