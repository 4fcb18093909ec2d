import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  storedLeadRow,
  HUMAN_FILL_MS,
  storedLeadRowMatching,
  tabTo,
  uniqueLetters,
  blockingViolations,
  messages,
  type Messages,
} from './helpers';

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

async function openForm(page: Page, path: string, anchor: string) {
  await page.goto(path);
  const section = page.locator(`#${anchor}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('form')).toBeVisible();
  return section;
}

const formResponse = (page: Page, kind: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/api/forms/${kind}`) && r.request().method() === 'POST',
  );

/**
 * Submits a filled page form (after the human fill time) and checks what every accepted form does:
 * 201, the success toast, `signUpCompleted` in dataLayer and the lead posted to /postback.
 */
async function submitAccepted(
  page: Page,
  form: Locator,
  kind: string,
  t: Messages,
  attribution: Record<string, string>,
) {
  await page.waitForTimeout(HUMAN_FILL_MS);
  const response = formResponse(page, kind);
  const postback = page.waitForRequest(
    (r) => r.url().endsWith('/postback') && r.method() === 'POST',
  );
  await form.getByRole('button', { name: t.PageForms.submit }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  await expect(page.getByText(t.PageForms.success)).toBeVisible();
  // The postback names the stored lead; its attribution is checked in the stored row.
  const { data } = (await answer.json()) as { data: { id: string } };
  expect((await postback).postDataJSON()).toEqual({ leadId: data.id });
  const row = await storedLeadRow(data.id);
  for (const value of Object.values(attribution)) expect(row).toContain(`,${value},`);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain('signUpCompleted');
}

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`sell form (${locale}): stored with E.164 phone and the landing source, then the submit page`, async ({
    page,
  }) => {
    const t = messages(locale);
    const name = `Seller ${uniqueLetters()}`;
    const form = await openForm(
      page,
      `${prefix(locale)}/sell-your-property?utm_source=google`,
      'send-details',
    );
    await form.getByLabel(t.RequestCall.name, { exact: true }).fill(name);
    await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
    await form.getByLabel(t.PageForms.projectName).fill('Marina Gate');
    await form.getByLabel(t.PageForms.location).fill('Dubai Marina');
    await form.getByLabel(t.PageForms.propertyStatus).selectOption('off-plan');
    await form.getByLabel(t.PageForms.bedrooms).selectOption('2');
    await submitAccepted(page, form, 'sell', t, { utm_source: 'google' });
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/sell-your-property/submit`));

    const row = await storedLeadRowMatching(name);
    expect(row).toContain(`,sell,${name},'+971501234567,`);
    expect(row).toContain(`,${locale},`);
    expect(row).toContain(',google,');
    expect(row).toContain('Marina Gate');
    expect(row).toContain('off-plan');
  });
}

test('sell form v2 goes to its own submit page', async ({ page }) => {
  const t = messages('en');
  const form = await openForm(page, '/sell-your-property/v2?utm_source=google', 'send-details');
  await form.getByLabel(t.RequestCall.name, { exact: true }).fill(`Seller ${uniqueLetters()}`);
  await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const response = formResponse(page, 'sell');
  await form.getByRole('button', { name: t.PageForms.submit }).click();
  expect((await response).status()).toBe(201);
  await expect(page).toHaveURL(/\/sell-your-property\/v2\/submit/);
});

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`career form sends the CV with the application (${locale})`, async ({ page }) => {
    const t = messages(locale);
    const email = `applicant.${uniqueLetters()}@example.com`;
    const form = await openForm(page, `${prefix(locale)}/careers?utm_source=google`, 'apply');
    await form.getByLabel(t.RequestCall.name, { exact: true }).fill('Career Applicant');
    await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
    await form.getByLabel(t.PageForms.email).fill(email);
    await form.getByLabel(t.PageForms.position).selectOption({ index: 1 });
    await form.getByLabel(t.PageForms.cv).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a small CV\n%%EOF\n'),
    });
    await submitAccepted(page, form, 'career', t, { utm_source: 'google' });
    const row = await storedLeadRowMatching(email);
    expect(row).toContain(",career,Career Applicant,'+971501234567,");
    expect(row).toContain(`,${locale},`);
    expect(row).toContain(',google,');
    expect(row).toContain('cv.pdf');
    // The stored file (a random name) is in the cv_file column.
    expect(row).toMatch(/\.pdf,/);
  });

  test(`partner form (refer and earn) without UTM tags is organic (${locale})`, async ({
    page,
  }) => {
    const t = messages(locale);
    const email = `partner.${uniqueLetters()}@example.com`;
    const form = await openForm(page, `${prefix(locale)}/partners`, 'join');
    await form.getByLabel(t.RequestCall.name, { exact: true }).fill('Partner Agent');
    await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
    await form.getByLabel(t.PageForms.email).fill(email);
    await form.getByLabel(t.PageForms.company).fill('Agency');
    await submitAccepted(page, form, 'partner', t, { utm_source: 'organic' });
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/partners\\?utm_source=organic`));
    const row = await storedLeadRowMatching(email);
    expect(row).toContain(",partner,Partner Agent,'+971501234567,");
    expect(row).toContain(`,${locale},`);
    expect(row).toContain(',organic,');
  });
}

test('a page form can be completed with the keyboard alone, with a German number (de)', async ({
  page,
}) => {
  const t = messages('de');
  const email = `partner.${uniqueLetters()}@example.com`;
  const form = await openForm(page, '/de/partners?utm_source=linkedin', 'join');
  await form.getByLabel(t.RequestCall.name, { exact: true }).focus();
  await page.keyboard.type('Klaus Tastatur');
  await page.keyboard.press('Tab'); // the country picker
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: t.RequestCall.searchCountry })).toBeFocused();
  await page.keyboard.type('deutschland');
  await page.keyboard.press('Enter');
  await tabTo(page, form.getByLabel(t.RequestCall.phone, { exact: true }));
  await page.keyboard.type('15112345678');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(t.PageForms.email)).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(t.PageForms.company)).toBeFocused();
  await page.keyboard.type('Makler GmbH');
  await page.waitForTimeout(HUMAN_FILL_MS);
  await tabTo(page, form.getByRole('button', { name: t.PageForms.submit }));
  const response = formResponse(page, 'partner');
  await page.keyboard.press('Enter');
  expect((await response).status()).toBe(201);
  await expect(page.getByText(t.PageForms.success)).toBeVisible();
  const row = await storedLeadRowMatching(email);
  expect(row).toContain(",partner,Klaus Tastatur,'+4915112345678,");
  expect(row).toContain(',linkedin,');
});

/**
 * The phone widget's code (react-phone-number-input with libphonenumber's metadata) held back, as on
 * a slow line: every script chunk passes through here, the widget's waits `ms` more.
 */
async function holdBackPhoneWidget(page: Page, ms: number) {
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('PhoneInputCountrySelectArrow'))
      await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

test('on a slow line the phone field takes the keyboard and the number before its widget has come (de)', async ({
  page,
}) => {
  const t = messages('de');
  const email = `partner.${uniqueLetters()}@example.com`;
  await holdBackPhoneWidget(page, 4_000);
  const form = await openForm(page, '/de/partners', 'join');
  await form.getByLabel(t.RequestCall.name, { exact: true }).focus();
  await page.keyboard.type('Klaus Langsam');
  // The stand-in: its country button, then its number input, in the widget's order.
  await page.keyboard.press('Tab');
  await expect(
    form.getByRole('button', { name: t.RequestCall.country, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  const phone = form.getByLabel(t.RequestCall.phone, { exact: true });
  await expect(phone).toBeFocused();
  await page.keyboard.type('050 123');
  // The widget comes, keeps what was typed and the focus; the rest of the number goes on it.
  await expect(form.getByRole('button', { name: /^\+971/ })).toBeVisible({ timeout: 15_000 });
  await expect(phone).toBeFocused();
  await page.keyboard.type('4567');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(t.PageForms.email)).toBeFocused();
  await page.keyboard.type(email);
  await form.getByLabel(t.PageForms.company).fill('Makler GmbH');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const response = formResponse(page, 'partner');
  await form.getByRole('button', { name: t.PageForms.submit }).click();
  expect((await response).status()).toBe(201);
  const row = await storedLeadRowMatching(email);
  expect(row).toContain(",partner,Klaus Langsam,'+971501234567,");
});

test("on a slow line Enter on the phone's country button opens its list when the widget comes (de)", async ({
  page,
}) => {
  const t = messages('de');
  await holdBackPhoneWidget(page, 3_000);
  const form = await openForm(page, '/de/partners', 'join');
  await form.getByLabel(t.RequestCall.name, { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(
    form.getByRole('button', { name: t.RequestCall.country, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: t.RequestCall.searchCountry })).toBeFocused({
    timeout: 15_000,
  });
  await page.keyboard.type('deutschland');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /^\+49/ })).toBeVisible();
});

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`an invalid phone shows the translated message and sends nothing (${locale})`, async ({
    page,
  }) => {
    const t = messages(locale);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/forms|\/postback/.test(r.url())) sent.push(r.url());
    });
    const form = await openForm(page, `${prefix(locale)}/listsell`, 'send-details');
    await form.getByLabel(t.RequestCall.name, { exact: true }).fill('Amira Test');
    const phone = form.getByLabel(t.RequestCall.phone, { exact: true });
    await phone.pressSequentially('12345678');
    await form.getByRole('button', { name: t.PageForms.submit }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: t.FieldErrors.phoneWrong }),
    ).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });
}

test('in Arabic the phone number and its calling code read left to right', async ({ page }) => {
  const t = messages('ar');
  const form = await openForm(page, '/ar/partners', 'join');
  const phone = form.getByLabel(t.RequestCall.phone, { exact: true });
  await phone.pressSequentially('501234567');
  const directions = await form.evaluate((section) => {
    const code = section.querySelector('.PhoneInputCountry bdi');
    const input = section.querySelector('input[type="tel"]');
    return [code, input].map((element) => element && getComputedStyle(element).direction);
  });
  expect(directions).toEqual(['ltr', 'ltr']);
  await expect(form.locator('.PhoneInputCountry bdi')).toHaveText('+971');
  expect(await page.evaluate(() => document.dir)).toBe('rtl');
});

test('the careers form section has no serious or critical accessibility violations', async ({
  page,
}) => {
  await openForm(page, '/careers', 'apply');
  expect(await blockingViolations(page, '#apply')).toEqual([]);
});
