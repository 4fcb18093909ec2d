import Stripe from 'stripe';
import { expect, type Locator, type Page } from '@playwright/test';
import { stripeEnv } from '../../../playwright.config';
import { HUMAN_FILL_MS, type Messages, origin } from '../helpers';

export type Intent = { leadId: string; clientSecret: string; amount: number; currency: string };

/** Opens the wizard from the club page's hero. */
export async function openSpotModal(page: Page, path: string, t: Messages, base = '') {
  await page.goto(`${base}${path}`);
  await page.getByRole('button', { name: t.ClubPage.hero.primary }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.SpotModal.welcome.title })).toBeVisible();
  return dialog;
}

/** Steps 1 and 2, as a visitor types them; resolves with the intent's answer (null on a 503). */
export async function fillContactSteps(
  page: Page,
  dialog: Locator,
  t: Messages,
  /** `phone`: the national number typed, 501234567 unless given. */
  contact: { name: string; email: string; phone?: string },
) {
  const next = dialog.getByRole('button', { name: t.SpotModal.next });
  await expect(next).toBeDisabled();
  await dialog.getByLabel(t.SpotModal.welcome.name, { exact: true }).fill(contact.name);
  await dialog.getByLabel(t.SpotModal.welcome.email, { exact: true }).fill(contact.email);
  await page.waitForTimeout(HUMAN_FILL_MS);
  await next.click();
  await expect(dialog.getByRole('heading', { name: t.SpotModal.phone.title })).toBeVisible();
  await dialog
    .getByLabel(t.RequestCall.phone, { exact: true })
    .pressSequentially(contact.phone ?? '501234567');
  const intent = page.waitForResponse((r) => r.url().endsWith('/api/payments/intent'));
  await dialog.getByRole('button', { name: t.SpotModal.next }).click();
  await expect(dialog.getByRole('heading', { name: t.SpotModal.payment.title })).toBeVisible();
  const response = await intent;
  if (response.status() === 503) return null;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Intent }).data;
}

/**
 * What Stripe does once the visitor pays: the intent takes `status` in the API stand-in, and the
 * signed event reaches the webhook.
 */
export async function sendPaymentEvent(page: Page, intent: Intent, type: string, status: string) {
  const id = intent.clientSecret.split('_secret_')[0] ?? '';
  const settled = await page.request.post(
    `${stripeEnv.STRIPE_API_URL}/__e2e/intents/${id}?status=${status}`,
  );
  expect(settled.status()).toBe(204);
  const payload = JSON.stringify({
    id: `evt_e2e_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status,
        metadata: { leadId: intent.leadId },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: stripeEnv.STRIPE_WEBHOOK_SECRET,
  });
  const response = await page.request.post(`${origin()}/api/payments/webhook`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(response.status()).toBe(200);
}

/**
 * Step 5's Book button until the booking is stored: a parallel test may take the same slot first,
 * and the 409 refreshes the calendar with the next free one (which is what the visitor sees too).
 */
export async function bookCall(page: Page, dialog: Locator, t: Messages) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
    const booking = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    const request = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    await dialog.getByRole('button', { name: t.SpotModal.schedule.book }).click();
    const response = await booking;
    if (response.status() === 409) {
      await expect(dialog.getByText(t.SpotModal.schedule.taken)).toBeVisible();
      continue;
    }
    expect(response.status()).toBe(201);
    const body = (await request).postDataJSON() as Record<string, unknown>;
    const { data } = (await response.json()) as { data: { id: string } };
    return { body, id: data.id };
  }
  throw new Error('every slot offered was taken');
}
