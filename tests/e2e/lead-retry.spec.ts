import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  HUMAN_FILL_MS,
  storedLeadRow,
  storedLeadRowsWith,
  uniqueLetters,
  messages,
} from './helpers';
import { fillContactSteps, openSpotModal } from './support/spot-wizard';
import { stubStripeJs } from './support/stripe-js';

const t = messages('en');

/** Opens the request-call modal and types a lead with a name no other run uses. */
async function typeLead(page: Page, url = '/') {
  await page.goto(url);
  await page.locator('header').getByRole('button', { name: t.Navigation.requestCall }).click();
  const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
  await expect(dialog).toBeVisible();
  const name = `Retry ${uniqueLetters()}`;
  await dialog.getByLabel(t.RequestCall.name, { exact: true }).fill(name);
  await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  return { dialog, name };
}

test.describe('nothing lost to a failure', () => {
  test('a request-call lead whose first two POSTs are aborted is stored exactly once', async ({
    page,
  }) => {
    const keys: string[] = [];
    let aborted = 0;
    await page.route('**/api/leads', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (aborted < 2) {
        aborted++;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    const { dialog, name } = await typeLead(page);
    await page.waitForTimeout(HUMAN_FILL_MS);
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.status() === 201,
      { timeout: 30_000 },
    );
    await dialog.getByRole('button', { name: t.RequestCall.submit }).click();
    await expect(page.getByText(t.PendingLeads.queued)).toBeVisible();
    const { data } = (await (await stored).json()) as { data: { id: string } };
    await expect(page.getByText(t.PendingLeads.sent)).toBeVisible();

    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedLeadRow(data.id)).toContain(`,${name},`);
    // One exported row carries the (unique) name: stored once, not lost, not doubled.
    expect(await storedLeadRowsWith(`,${name},`)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('pendingLeads'))).toBeNull();
  });

  test('a lead sent while offline is stored exactly once when the connection returns', async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/leads')) posts.push(r.url());
    });
    const { dialog, name } = await typeLead(page);
    // The page stays where it is while offline: no reload into the browser's offline page.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let reloads = 0;
    page.on('domcontentloaded', () => (reloads += 1));
    await page.waitForTimeout(HUMAN_FILL_MS);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: t.RequestCall.submit }).click();
    await expect(page.getByText(t.PendingLeads.queued)).toBeVisible();
    // Offline for a while, as a visitor would be: long enough for any code the page wants to fail
    // to arrive (the chunk loader tries twice, 200–600 ms apart).
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => localStorage.getItem('pendingLeads'))).toContain(name);
    expect(pageErrors).toEqual([]);
    expect(reloads).toBe(0);

    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.status() === 201,
    );
    await context.setOffline(false);
    await stored;
    await expect(page.getByText(t.PendingLeads.sent)).toBeVisible();
    // One exported row carries the (unique) name: stored once, not lost, not doubled.
    expect(await storedLeadRowsWith(`,${name},`)).toHaveLength(1);
    expect(posts.length).toBeGreaterThanOrEqual(1);
  });

  test('a kept lead is sent on the next page load', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '5' }, body: '{}' }),
    );
    const { dialog, name } = await typeLead(page);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await dialog.getByRole('button', { name: t.RequestCall.submit }).click();
    await expect(page.getByText(t.PendingLeads.queued)).toBeVisible();
    await page.unroute('**/api/leads');

    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.status() === 201,
    );
    await page.goto('/de');
    await stored;
    // One exported row carries the (unique) name: stored once, not lost, not doubled.
    expect(await storedLeadRowsWith(`,${name},`)).toHaveLength(1);
  });

  test('a fast autofilled request-call lead is kept in quarantine, not lost', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('header').getByRole('button', { name: t.Navigation.requestCall });
    // The form's code comes on intent (issue 20): hovered first and let in, as some seconds into any
    // visit, so that the 2 s the bot trap counts from the form's first render hold only the autofill
    // and the submit, not code arriving on a machine busy with other tests.
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await button.hover();
    await page.waitForTimeout(300);
    await expect.poll(() => inFlight.size, { intervals: [300, 300, 300] }).toBe(0);
    const name = `Autofill ${uniqueLetters()}`;
    const response = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    // Opened, autofilled and submitted in one go in the page: autofill fills both fields at once
    // (input events, as Chrome's autofill fires them) and the visitor submits straight away.
    await button.evaluate(async (open, autofilled) => {
      (open as HTMLButtonElement).click();
      // The dialog's form, with the phone widget's input: one frame after the tap (issue 20).
      const form = await new Promise<HTMLFormElement>((resolve) => {
        const look = () => {
          const found = document.querySelector<HTMLFormElement>(
            '[role="dialog"] form, dialog form',
          );
          if (found?.querySelector('input[type="tel"]')) resolve(found);
          else requestAnimationFrame(look);
        };
        look();
      });
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const [selector, value] of [
        ['input[autocomplete="name"]', autofilled],
        ['input[type="tel"]', '+971501234567'],
      ] as const) {
        const input = form.querySelector<HTMLInputElement>(selector);
        if (!input || !setValue) throw new Error(`no ${selector}`);
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      form.requestSubmit();
    }, name);
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(
      (answer.request().postDataJSON() as { formStartedAt: number }).formStartedAt,
    ).toBeGreaterThan(Date.now() - 10_000);
    await expect(page.getByText(t.RequestCall.success)).toBeVisible();
    const { data } = (await answer.json()) as { data: { id: string } };
    expect(await storedLeadRow(data.id)).toContain(',fast-fill,quarantined,');
  });

  test('a club spot reservation made during a failure is kept, sent once, and found by Try again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await stubStripeJs(page);
    const keys: string[] = [];
    let aborted = false;
    await page.route('**/api/payments/intent', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (aborted) return route.continue();
      aborted = true;
      await route.abort('connectionreset');
    });
    const dialog = await openSpotModal(page, '/dubai-insiders-club', t);
    const name = `Spot Retry ${uniqueLetters()}`;
    // Resolves with the first answer the intent gets: the queue's own send, 2 s after the failure.
    const filled = fillContactSteps(page, dialog, t, {
      name,
      email: `${uniqueLetters()}@example.com`,
    });
    // The visitor types both steps first (the bot trap's 2 s and more).
    await expect(dialog.getByText(t.PendingLeads.queued)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('pendingLeads'))).toContain(name);
    const queued = await filled;
    expect(queued).not.toBeNull();
    await expect(page.getByText(t.PendingLeads.sent)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pendingLeads'))).toBeNull();

    // The visitor's "Try again" finds the same reservation and goes on to the payment.
    const retried = page.waitForResponse((r) => r.url().endsWith('/api/payments/intent'));
    await dialog.getByRole('button', { name: t.SpotModal.payment.retry }).click();
    const { data } = (await (await retried).json()) as { data: { leadId: string } };
    expect(data.leadId).toBe(queued?.leadId);
    await expect(dialog.getByText(t.PendingLeads.queued)).toBeHidden();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // One exported row carries the (unique) name: stored once, not lost, not doubled.
    expect(await storedLeadRowsWith(`,${name},`)).toHaveLength(1);
  });
});
