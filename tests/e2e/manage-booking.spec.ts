import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { capturedMailDir } from '../../playwright.config';
import { expect, test } from './fixtures';
import { blockingViolations, messages, origin, tabTo, uniqueLetters } from './helpers';
import { sendPaymentEvent, type Intent } from './support/spot-wizard';

/**
 * The investor's manage page and the mail that leads there (issue 17, docs/design.md §10–§11):
 * the site sends through the capture server of playwright.config.ts, which writes each message
 * under `capturedMailDir`. Bookings are made through the site's API with the Stripe stand-in.
 */
type Mail = { to: string[]; text: string };
type Slot = { date: string; time: string };

const salesEmail = 'hello@meridiangate.ae';
const visitorZone = 'Europe/Berlin';
// Moves pick the first free slot: one test at a time, or two would race for it.
test.describe.configure({ mode: 'default' });

function mailsAbout(text: string): Mail[] {
  return readdirSync(capturedMailDir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(capturedMailDir, name), 'utf8')) as Mail)
    .filter((mail) => mail.text.includes(text));
}

const mailsTo = (address: string, containing: string) =>
  mailsAbout(containing).filter((mail) => mail.to.includes(address));

async function mailTo(address: string, containing: string): Promise<Mail> {
  await expect.poll(() => mailsTo(address, containing).length, { timeout: 30_000 }).toBe(1);
  return mailsTo(address, containing)[0]!;
}

/** When a slot (Dubai time, UTC+4 all year) starts. */
const startOf = ({ date, time }: Slot) => new Date(`${date}T${time}:00+04:00`);

/** Whether a slot starts more than `ms` from now. */
const startsAfter = (slot: Slot, ms: number) => startOf(slot).getTime() > Date.now() + ms;

const icsStart = (slot: Slot) => {
  const start = startOf(slot);
  return `DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
};

async function freeSlots(page: Page, agentId: string): Promise<Slot[]> {
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const response = await page.request.get(
    `/api/bookings/slots?agentId=${agentId}&from=${from}&days=21`,
  );
  return ((await response.json()) as { data: { slots: Slot[] } }).data.slots;
}

/** Far enough ahead that the investor may still change the call (2 hours), whatever the hour. */
const changeable = (slot: Slot) => startsAfter(slot, 135 * 60_000);

/**
 * With the keyboard only, in the open picker: a free time the investor could still cancel. The
 * picker opens on the first free day with its first time chosen; late in Dubai's day every time
 * left today may be under two hours away, and then the next day is chosen in the calendar.
 */
async function pickTimeByKeyboard(page: Page, slots: Slot[]): Promise<Slot> {
  const firstDay = slots[0]!.date;
  const target = slots.find(changeable)!;
  if (target.date !== firstDay) {
    await tabTo(page, page.locator(`[data-day="${firstDay}"] button`), 60);
    // The next day is to the right, or to the left in Arabic.
    const rtl = await page.evaluate(() => document.documentElement.dir === 'rtl');
    for (let press = 0; press < 31; press++) {
      const focused = await page.evaluate(
        () => document.activeElement?.closest<HTMLElement>('[data-day]')?.dataset.day,
      );
      if (focused === target.date) break;
      await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
    }
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('input[type="radio"]').first());
    await page.keyboard.press('Space');
  } else {
    await tabTo(page, page.locator('input[type="radio"]:checked'), 60);
  }
  const checked = page.locator('input[type="radio"]:checked');
  const times = await page.locator('input[type="radio"]').count();
  for (let press = 0; press <= times; press++) {
    const time = await checked.inputValue();
    // Not the time it opened on: a move to another time.
    if (press > 0 && changeable({ date: target.date, time })) return { date: target.date, time };
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no time on ${target.date} the investor could still change`);
}

/** A paid club spot with a call at least 3 hours ahead; its manage link from the confirmation. */
async function bookPaidCall(page: Page, locale: 'en' | 'ar') {
  const email = `${uniqueLetters()}@example.com`;
  const contact = {
    name: 'Manage Visitor',
    email,
    phone: '+971501234567',
    locale,
    fullUrl: `${origin()}/dubai-insiders-club`,
    website: '',
    formStartedAt: Date.now() - 10_000,
  };
  const intentAnswer = await page.request.post('/api/payments/intent', {
    data: contact,
    headers: { 'idempotency-key': uniqueLetters() },
  });
  expect(intentAnswer.status()).toBe(201);
  const intent = ((await intentAnswer.json()) as { data: Intent }).data;
  await sendPaymentEvent(page, intent, 'payment_intent.succeeded', 'succeeded');
  const assigned = await page.request.get(`/api/agents/assigned?locale=${locale}`);
  const agentId = ((await assigned.json()) as { data: { id: string } }).data.id;
  const later = (await freeSlots(page, agentId)).filter((slot) => startsAfter(slot, 3 * 3600_000));
  for (let attempt = 0; attempt < 3; attempt++) {
    // Far from the first free slot, which the move takes, and from other runs' picks.
    const s1 = later[10 + Math.floor(Math.random() * (later.length - 10))]!;
    const booked = await page.request.post('/api/leads', {
      data: { kind: 'spot', ...contact, s1, agentId, leadId: intent.leadId, timeZone: visitorZone },
    });
    if (booked.status() === 409) continue;
    expect(booked.status()).toBe(201);
    const confirmation = await mailTo(email, 'METHOD:REQUEST');
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1] ?? '';
    expect(token).toHaveLength(43);
    return {
      email,
      s1,
      agentId,
      confirmation,
      url: `${locale === 'en' ? '' : `/${locale}`}/booking/${token}`,
    };
  }
  throw new Error('every slot tried was taken');
}

test('the manage page is private, noindex, and a made-up token is 404', async ({ page }) => {
  const { url } = await bookPaidCall(page, 'en');
  const answer = await page.request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/private/);
  expect(answer.headers()['cache-control']).toMatch(/no-store/);
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  expect(await answer.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const madeUp = await page.request.get(`/booking/${'x'.repeat(43)}`);
  expect(madeUp.status()).toBe(404);
  expect(madeUp.headers()['cache-control']).toMatch(/no-store/);
});

test('a request-call lead reaches the sales team and its expert once each', async ({ page }) => {
  const name = `Caller ${uniqueLetters()}`;
  const answer = await page.request.post('/api/leads', {
    data: {
      kind: 'request-call',
      name,
      phone: '+971501234567',
      locale: 'en',
      fullUrl: `${origin()}/invest-in-dubai?utm_source=e2e&utm_campaign=manage-e2e`,
      utm_source: 'e2e',
      utm_campaign: 'manage-e2e',
      website: '',
      formStartedAt: Date.now() - 10_000,
    },
  });
  expect(answer.status()).toBe(201);
  const sales = await mailTo(salesEmail, name);
  expect(sales.text).toContain('+971501234567');
  expect(sales.text).toContain('manage-e2e');
  await expect.poll(() => mailsAbout(name).length, { timeout: 30_000 }).toBe(2);
  // Each recipient has one message about this lead, also a moment later (no second send).
  await page.waitForTimeout(2_000);
  const recipients = mailsAbout(name).flatMap((mail) => mail.to);
  expect(recipients).toHaveLength(2);
  expect(recipients).toContain(salesEmail);
  expect(recipients.find((address) => address !== salesEmail)).toMatch(/@meridiangate\.ae$/);
});

for (const [locale, width] of [
  ['en', 1440],
  ['ar', 390],
  ['en', 390],
  ['ar', 1440],
] as const) {
  const full = (locale === 'en' && width === 1440) || (locale === 'ar' && width === 390);
  test(`the manage page in ${locale} at ${width} px${full ? ': move by keyboard, then cancel' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages(locale).ManageBooking;
    await page.setViewportSize({ width, height: 900 });
    const { email, s1, agentId, confirmation, url } = await bookPaidCall(page, locale);
    // The confirmation names the call and carries the invitation at the slot.
    expect(confirmation.text).toContain(icsStart(s1));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t.dubaiTime, { exact: true })).toBeVisible();
    await expect(page.getByText(t.yourTime.replace('{zone}', visitorZone))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`manage-${locale}-${width}.png`),
      fullPage: true,
    });
    if (!full) return;

    // Keyboard only: to the move button, a free time, the confirmation.
    await tabTo(page, page.getByRole('button', { name: t.move }), 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.pickTitle })).toBeFocused();
    const { date, time } = await pickTimeByKeyboard(page, await freeSlots(page, agentId));
    await tabTo(page, page.getByRole('button', { name: t.choose }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: t.confirm }));
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.moved })).toBeVisible();
    // The old slot is free again; the investor's invitation is the same event, one revision on.
    expect(await freeSlots(page, agentId)).toContainEqual(s1);
    const moved = await mailTo(email, 'SEQUENCE:1');
    const uid = /UID:(\S+)/.exec(confirmation.text)?.[1];
    expect(moved.text).toContain(`UID:${uid}`);
    expect(moved.text).toContain(icsStart({ date, time }));

    await page.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.headingCancelled })).toBeVisible();
    const cancelled = await mailTo(email, 'METHOD:CANCEL');
    expect(cancelled.text).toContain(`UID:${uid}`);
    expect(await freeSlots(page, agentId)).toContainEqual({ date, time });
  });
}
