import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  blockingViolations,
  messages,
  origin,
  storedLeadRow,
  tabTo,
  uniqueLetters,
} from './helpers';
import { stripeCalls, stubStripeJs } from './support/stripe-js';
import { bookCall, fillContactSteps, openSpotModal, sendPaymentEvent } from './support/spot-wizard';

const clubPath = {
  en: '/dubai-insiders-club',
  de: '/de/dubai-insiders-club',
  ar: '/ar/dubai-insiders-club',
} as const;
const successPath = { en: '/success', de: '/de/success', ar: '/ar/success' } as const;
const iso = { en: 'en-US', de: 'de', ar: 'ar' } as const;

async function noBlockingViolations(page: Page) {
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
}

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`book a paid club spot and an expert call (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = messages(locale);
    const email = `${uniqueLetters()}@example.com`;
    await stubStripeJs(page);
    const dialog = await openSpotModal(
      page,
      `${clubPath[locale]}?utm_source=e2e&utm_campaign=club`,
      t,
    );
    await noBlockingViolations(page);

    const intent = await fillContactSteps(page, dialog, t, { name: 'Spot Visitor', email });
    expect(intent).not.toBeNull();
    if (!intent) return;
    // The fee in AED in the page's number format, and Stripe in the page's language.
    const price = await page.evaluate(
      ([language, amount]) =>
        new Intl.NumberFormat(language, { style: 'currency', currency: 'AED' }).format(
          amount / 100,
        ),
      [iso[locale], intent.amount] as const,
    );
    await expect(
      dialog.getByText(t.SpotModal.payment.price.replace('{price}', price)),
    ).toBeVisible();
    const pay = dialog.getByRole('button', {
      name: t.SpotModal.payment.pay.replace('{price}', price),
    });
    await expect(pay).toBeEnabled();
    await noBlockingViolations(page);

    // Stripe tells the webhook; the browser only hears that the card went through.
    await sendPaymentEvent(page, intent, 'payment_intent.succeeded', 'succeeded');
    await pay.click();
    await expect(dialog.getByRole('heading', { name: t.SpotModal.success.title })).toBeVisible();
    await expect(dialog.getByText(t.SpotModal.success.text)).toBeVisible();
    const calls = await stripeCalls(page);
    expect(calls[0]).toMatchObject({ method: 'Stripe', key: 'pk_test_e2e' });
    expect(calls.find((call) => call.method === 'elements')).toMatchObject({
      options: { clientSecret: intent.clientSecret, locale },
    });
    expect(calls.find((call) => call.method === 'confirmPayment')).toEqual({
      method: 'confirmPayment',
      returnUrl: `${origin()}${successPath[locale]}`,
      redirect: 'if_required',
    });
    await noBlockingViolations(page);

    await dialog.getByRole('button', { name: t.SpotModal.success.ok }).click();
    await expect(dialog.getByRole('heading', { name: t.SpotModal.schedule.title })).toBeVisible();
    await expect(dialog.getByText('1 / 2')).toBeVisible();
    await expect(dialog.getByRole('complementary')).toBeVisible();
    await expect(dialog.locator('.rdp-root')).toHaveAttribute(
      'dir',
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    await noBlockingViolations(page);

    if (locale === 'en') {
      // Another day clears the time; booking without one warns for 3 s (a Latin C).
      const otherDays = dialog.locator('.rdp-day:not(.rdp-selected) button:not([disabled])');
      // Late on a month's last working day the nearest free day can be the month's last one
      // (Friday 27 November 2026 after hours: Monday 30th): the next free day is a page on.
      if ((await otherDays.count()) === 0) {
        await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
      }
      await otherDays.first().click();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: t.SpotModal.schedule.book }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Choose a time, please' });
      await expect(toast).toContainText('Warning');
      await expect(toast).toBeHidden({ timeout: 5_000 });
      await dialog.getByRole('radio').first().check();
    }

    const postback = page.waitForRequest((r) => r.url().endsWith('/postback'));
    const { body, id } = await bookCall(page, dialog, t);
    expect(body).toMatchObject({
      kind: 'spot',
      name: 'Spot Visitor',
      email,
      phone: '+971501234567',
      leadId: intent.leadId,
      locale,
      utm_source: 'e2e',
      utm_campaign: 'club',
    });
    expect(id).toBe(intent.leadId);
    await expect(dialog.getByRole('heading', { name: t.SpotModal.thanks.title })).toBeVisible();
    const download = dialog.getByRole('link', { name: t.SpotModal.thanks.addToCalendar });
    await expect(download).toHaveAttribute('download', /\.ics$/);
    await expect(download).toHaveAttribute('href', /DTSTART%3A\d{8}T\d{6}Z/);
    await noBlockingViolations(page);
    // The postback names the booked lead, whose stored attribution counts (docs/design.md §5).
    expect((await postback).postDataJSON()).toEqual({ leadId: intent.leadId });
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain('signUpCompleted');

    const s1 = body.s1 as { date: string; time: string };
    const row = await storedLeadRow(intent.leadId);
    expect(row).toContain(email);
    expect(row).toContain("'+971501234567");
    expect(row).toContain(s1.date);
    expect(row).toContain(s1.time);
    expect(row).toContain(String(body.agentId));
    expect(row).toContain('paid');
    expect(row).toContain(',e2e,');

    // The dialog's own close button (×) has the same name; the step's Close comes last.
    await dialog.getByRole('button', { name: t.SpotModal.thanks.close }).last().click();
    await expect(dialog).toBeHidden();
  });
}

test('book a spot with the keyboard alone (de)', async ({ page }) => {
  test.setTimeout(180_000);
  const t = messages('de');
  await stubStripeJs(page);
  await page.goto(clubPath.de);
  const opener = page.getByRole('button', { name: t.ClubPage.hero.primary }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t.SpotModal.welcome.name, { exact: true })).toBeFocused();
  await page.keyboard.type('Tastatur Besucher');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${uniqueLetters()}@example.de`);
  await page.waitForTimeout(2100);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(t.RequestCall.phone, { exact: true })).toBeFocused();
  await page.keyboard.type('501234567');
  await page.keyboard.press('Enter');
  const pay = dialog.getByRole('button', { name: /5[.,]000/ });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  const ok = dialog.getByRole('button', { name: t.SpotModal.success.ok });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  const book = dialog.getByRole('button', { name: t.SpotModal.schedule.book });
  await tabTo(page, book, 80);
  // A parallel test may take the same slot: the 409 refreshes the times, focus stays on Book.
  for (let attempt = 0; attempt < 3; attempt++) {
    const booking = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await page.keyboard.press('Enter');
    if ((await booking).status() === 201) break;
    await expect(book).toBeFocused();
  }
  await expect(dialog.getByRole('heading', { name: t.SpotModal.thanks.title })).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.SpotModal.thanks.close }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('without online payment the booking is an unpaid reservation (no Stripe keys)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The forced-Hebrew site runs without STRIPE_SECRET_KEY: the intent answers 503.
  const t = messages('he');
  const email = `${uniqueLetters()}@example.com`;
  const dialog = await openSpotModal(page, '/he/dubai-insiders-club', t, origin('hebrew'));
  // A person holds one unpaid reservation at a time, by phone too: each run is another person.
  const phone = `50${Math.floor(Math.random() * 9_000_000) + 1_000_000}`;
  const intent = await fillContactSteps(page, dialog, t, { name: 'Unpaid Visitor', email, phone });
  expect(intent).toBeNull();
  await expect(dialog.getByText(t.SpotModal.payment.unavailableTitle)).toBeVisible();
  await noBlockingViolations(page);
  await dialog.getByRole('button', { name: t.SpotModal.payment.continue }).click();
  await expect(dialog.getByRole('heading', { name: t.SpotModal.schedule.title })).toBeVisible();
  await expect(dialog.getByText(t.SpotModal.schedule.unpaid)).toBeVisible();
  await expect(page.getByText(t.SpotModal.success.title)).toHaveCount(0);
  const { body, id } = await bookCall(page, dialog, t);
  expect(body.leadId).toBeUndefined();
  await expect(dialog.getByRole('heading', { name: t.SpotModal.thanks.title })).toBeVisible();
  const row = await storedLeadRow(id, 'hebrew');
  expect(row).toContain(email);
  expect(row).toContain('unpaid');
});

test('/success after a payment that left the site continues the booking', async ({ page }) => {
  test.setTimeout(180_000);
  const t = messages('en');
  const email = `${uniqueLetters()}@example.com`;
  await stubStripeJs(page, 'redirect');
  const dialog = await openSpotModal(page, clubPath.en, t);
  const intent = await fillContactSteps(page, dialog, t, { name: 'Bank Visitor', email });
  if (!intent) throw new Error('no intent');
  await sendPaymentEvent(page, intent, 'payment_intent.succeeded', 'succeeded');
  await dialog.getByRole('button', { name: /AED/ }).click();

  await expect(page).toHaveURL(/\/success\?payment_intent=pi_/);
  await expect(page.getByRole('heading', { level: 1, name: t.PaymentResult.title })).toBeVisible();
  const resumed = page.getByRole('dialog');
  await expect(resumed.getByRole('heading', { name: t.SpotModal.success.title })).toBeVisible();
  await noBlockingViolations(page);
  await resumed.getByRole('button', { name: t.SpotModal.success.ok }).click();
  const { id } = await bookCall(page, resumed, t);
  expect(id).toBe(intent.leadId);
  await expect(resumed.getByRole('heading', { name: t.SpotModal.thanks.title })).toBeVisible();
  expect(await storedLeadRow(intent.leadId)).toContain('paid');
});

test('/success explains a failed payment and offers to retry', async ({ page }) => {
  const t = messages('en');
  await stubStripeJs(page, 'redirect');
  const dialog = await openSpotModal(page, clubPath.en, t);
  const intent = await fillContactSteps(page, dialog, t, {
    name: 'Declined Visitor',
    email: `${uniqueLetters()}@example.com`,
  });
  if (!intent) throw new Error('no intent');
  await sendPaymentEvent(page, intent, 'payment_intent.payment_failed', 'requires_payment_method');
  await dialog.getByRole('button', { name: /AED/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t.PaymentResult.failedTitle }),
  ).toContainText(t.PaymentResult.failed);
  await page.getByRole('button', { name: t.PaymentResult.retry }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: t.SpotModal.payment.title }),
  ).toBeVisible();
});

test('a time booked by someone else meanwhile: the 409 message and fresh times', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = messages('he');
  const dialog = await openSpotModal(page, '/he/dubai-insiders-club', t, origin('hebrew'));
  await fillContactSteps(page, dialog, t, {
    name: 'Late Visitor',
    email: `${uniqueLetters()}@example.com`,
  });
  const slots = page.waitForResponse((r) => r.url().includes('/api/bookings/slots'));
  await dialog.getByRole('button', { name: t.SpotModal.payment.continue }).click();
  const agentId = new URL((await slots).url()).searchParams.get('agentId');
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).toBeVisible();
  const time = await chosen.getAttribute('value');
  // The calendar loads after the times: wait for its selected day.
  const date = (await dialog.locator('[data-day][data-selected]').getAttribute('data-day')) ?? '';

  // Another visitor books the same expert's half hour first.
  const taken = await page.request.post(`${origin('hebrew')}/api/leads`, {
    data: {
      kind: 'spot',
      name: 'Quicker Visitor',
      email: `${uniqueLetters()}@example.com`,
      // One unpaid reservation per person: each run's quicker visitor is another person.
      phone: `+97150${Math.floor(Math.random() * 9_000_000) + 1_000_000}`,
      s1: { date, time },
      agentId,
      locale: 'he',
      fullUrl: `${origin('hebrew')}/he/dubai-insiders-club`,
    },
  });
  expect(taken.status()).toBe(201);

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/bookings/slots'));
  const booking = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await dialog.getByRole('button', { name: t.SpotModal.schedule.book }).click();
  expect((await booking).status()).toBe(409);
  await expect(dialog.getByText(t.SpotModal.schedule.taken)).toBeVisible();
  const { data } = (await (await refreshed).json()) as {
    data: { slots: { date: string; time: string }[] };
  };
  expect(data.slots).not.toContainEqual({ date, time });
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  // No token was stored and the address had none: the lead left as organic.
  await expect(page).toHaveURL(/utm_source=organic/);
});
