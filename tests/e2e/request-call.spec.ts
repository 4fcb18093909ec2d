import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { HUMAN_FILL_MS, origin, storedLeadRow, blockingViolations, messages } from './helpers';

const landing = { en: '/', de: '/de', ar: '/ar' } as const;

async function openModal(page: Page, locale: keyof typeof landing, query = '') {
  const t = messages(locale);
  await page.goto(`${landing[locale]}${query}`);
  // A button once hydrated (a link to #contact before that).
  const opener = page.locator('header').getByRole('button', { name: t.Navigation.requestCall });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
  await expect(dialog).toBeVisible();
  return { t, opener, dialog };
}

for (const locale of ['en', 'de', 'ar'] as const) {
  test.describe(`request a call (${locale})`, () => {
    test('a valid UAE number is sent with the landing attribution', async ({ page }) => {
      const { t, dialog } = await openModal(page, locale, '?utm_source=fb&utm_campaign=x');
      await expect(dialog.getByRole('link', { name: t.RequestCall.whatsapp })).toBeVisible();
      // The agent's role is in the page's language.
      const roles = Object.values(t.RequestCall.roles).flatMap(genderForms);
      await expect(dialog.getByText(new RegExp(`^(${roles.join('|')})$`))).toBeVisible();

      await dialog.getByLabel(t.RequestCall.name, { exact: true }).fill('Amira Test');
      await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
      await page.waitForTimeout(HUMAN_FILL_MS);

      const leadRequest = page.waitForRequest(
        (r) => r.url().endsWith('/api/leads') && r.method() === 'POST',
      );
      const leadResponse = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
      const postback = page.waitForRequest(
        (r) => r.url().endsWith('/postback') && r.method() === 'POST',
      );
      await dialog.getByRole('button', { name: t.RequestCall.submit }).click();

      const body = (await leadRequest).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        kind: 'request-call',
        name: 'Amira Test',
        phone: '+971501234567',
        locale,
        utm_source: 'fb',
        utm_campaign: 'x',
        website: '',
      });
      expect(body.fullUrl).toBe(`${origin()}${landing[locale]}`);
      expect(typeof body.formStartedAt).toBe('number');
      const response = await leadResponse;
      expect(response.status()).toBe(201);
      // The toast lasts 3 s: check it before the (slower, under load) look into the store.
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t.RequestCall.success)).toBeVisible();
      const { data } = (await response.json()) as { data: { id: string } };

      // The postback names the stored lead; the service reads its attribution from there.
      expect((await postback).postDataJSON()).toEqual({ leadId: data.id });
      const events = await page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => entry.event),
      );
      expect(events).toContain('signUpCompleted');
      // Without marketing consent the landing tags stay in this tab only, for its leads
      // (docs/design.md §15): nothing is kept for later visits.
      const stored = await page.evaluate(() => ({
        tab: sessionStorage.getItem('landing-token'),
        kept: localStorage.getItem('token'),
      }));
      expect(JSON.parse(stored.tab ?? '{}')).toEqual({ utm_source: 'fb', utm_campaign: 'x' });
      expect(stored.kept).toBeNull();

      // Last, as it takes a second: the 3 s toast must be checked while it shows.
      const row = await storedLeadRow(data.id);
      // The export escapes cells a spreadsheet would read as a formula, '+' included.
      expect(row).toContain(",request-call,Amira Test,'+971501234567,");
      expect(row).toContain(`,${locale},`);
      expect(row).toContain(',fb,,x,');
    });

    test('an invalid number shows the message and sends nothing', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/leads|\/postback/.test(r.url())) sent.push(r.url());
      });
      const { t, dialog } = await openModal(page, locale);
      await dialog.getByLabel(t.RequestCall.name, { exact: true }).fill('Amira Test');
      await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('12345678');
      await dialog.getByRole('button', { name: t.RequestCall.submit }).click();
      await expect(dialog.getByText(t.FieldErrors.phoneWrong)).toBeVisible();
      await expect(dialog.getByLabel(t.RequestCall.phone, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog.getByRole('button', { name: t.RequestCall.submit })).toBeDisabled();
      // No rewrite either: the address changes only for a valid lead.
      expect(new URL(page.url()).searchParams.get('utm_source')).toBeNull();
      expect(sent).toEqual([]);
    });

    test('the open modal has no serious or critical accessibility violations', async ({ page }) => {
      const { dialog } = await openModal(page, locale);
      // The expert's card has come (its photo), and the phone field's flag.
      await expect(dialog.locator('img[src^="/admin/content/api/media/file/"]')).toBeVisible();
      const flag = dialog.locator('img[src="/flags/AE.svg"]');
      await expect(flag).toBeVisible();
      await expect
        .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    });
  });
}

test('request a call with the keyboard alone, without UTM tags (organic)', async ({ page }) => {
  const t = messages('en');
  await page.goto('/privacy');
  const opener = page.locator('header').getByRole('button', { name: t.Navigation.requestCall });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel(t.RequestCall.name, { exact: true });
  await expect(name).toBeFocused();

  // Tab stays inside the dialog; Esc closes it and gives focus back; reopening starts afresh.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();

  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab'); // the country picker
  await page.keyboard.press('Enter');
  const search = dialog.getByRole('combobox', { name: t.RequestCall.searchCountry });
  await expect(search).toBeFocused();
  await page.keyboard.type('emirates');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // the number
  await expect(dialog.getByLabel(t.RequestCall.phone, { exact: true })).toBeFocused();
  await page.keyboard.type('501234567');
  // The optional marketing box (left unticked) and the privacy notice's link come before the submit.
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('checkbox', { name: t.RequestCall.marketingConsent }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: t.Consent.privacyLink })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: t.RequestCall.submit })).toBeFocused();

  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  const leadResponse = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await page.keyboard.press('Enter');
  const body = (await leadRequest).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: 'Keyboard Visitor',
    phone: '+971501234567',
    utm_source: 'organic',
  });
  expect(body.fullUrl).toMatch(/\/privacy$/);
  expect((await leadResponse).status()).toBe(201);
  await expect(page).toHaveURL(/\/privacy\?utm_source=organic$/);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the home page contact section offers the same form', async ({ page }) => {
  const t = messages('en');
  await page.goto('/');
  const section = page.locator('#contact');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel(t.RequestCall.phone, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: t.RequestCall.submit })).toBeVisible();
});

/** The words of each branch of a title's `{gender, select, …}` message (issue 23). */
function genderForms(message: string): string[] {
  const forms = [...message.matchAll(/\b(?:female|male|other) \{([^{}]*)\}/g)].map(
    (match) => match[1]!,
  );
  return forms.length > 0 ? forms : [message];
}
