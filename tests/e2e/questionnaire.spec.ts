import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { HUMAN_FILL_MS, storedLeadRow, tabTo, blockingViolations, messages } from './helpers';

const compass = {
  en: '/investment-compass',
  de: '/de/investment-compass',
  ar: '/ar/investment-compass',
};

const counter = (template: string, step: number, total: number) =>
  template.replace('{step}', String(step)).replace('{total}', String(total));

async function expectNoBlockingViolations(page: Page) {
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
}

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`the questionnaire is answered and stored (${locale})`, async ({ page }) => {
    const t = messages(locale);
    const q = t.Questionnaire;
    await page.goto(compass[locale]);
    await page.getByRole('button', { name: t.CompassPage.hero.primary }).first().click();
    const dialog = page.getByRole('dialog', { name: q.title });
    await expect(dialog).toBeVisible();
    await expectNoBlockingViolations(page);

    const next: Locator = dialog.getByRole('button', { name: q.next, exact: true });
    const back: Locator = dialog.getByRole('button', { name: q.back, exact: true });
    const expected: { question: string; answer: string | number }[] = [];
    for (const [index, step] of q.steps.entries()) {
      await expect(next).toBeDisabled();
      // The counter counts the questions the page promises ("seven"), not the contact form.
      await expect(dialog.getByText(counter(q.progress, index + 1, q.steps.length))).toBeVisible();
      if (step.options) {
        // A different option on each step, so the stored answers show the order was kept.
        const option = step.options[index % step.options.length]!;
        const radio = dialog.getByRole('radio', { name: option, exact: true });
        // The brand's gold, not the browser's blue.
        await expect(radio).toHaveCSS('accent-color', 'rgb(140, 101, 38)');
        await radio.check();
        expected.push({ question: step.question, answer: option });
      } else {
        const input = dialog.getByLabel(step.question, { exact: true });
        await input.fill('-1');
        await expect(next).toBeDisabled();
        await input.fill('3');
        expected.push({ question: step.question, answer: 3 });
      }
      await expect(next).toBeEnabled();
      if (index === 1) {
        // Back keeps the answer of the step left, and of this one.
        await next.click();
        await back.click();
        await expect(
          dialog.getByRole('radio', { name: expected[1]!.answer as string, exact: true }),
        ).toBeChecked();
        await back.click();
        await expect(
          dialog.getByRole('radio', { name: expected[0]!.answer as string, exact: true }),
        ).toBeChecked();
        await next.click();
      }
      await next.click();
    }

    await expect(dialog.getByText(q.progressContact, { exact: true })).toBeVisible();
    await dialog.getByLabel(t.RequestCall.name, { exact: true }).fill('Amira Test');
    await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
    const search = dialog.getByLabel(q.languagesSearch, { exact: true });
    await search.fill('Deutsch');
    await dialog.getByRole('checkbox', { name: /Deutsch/ }).check();
    await search.fill('العربية');
    await dialog.getByRole('checkbox', { name: /العربية/ }).check();
    await expectNoBlockingViolations(page);
    await page.waitForTimeout(HUMAN_FILL_MS);

    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/questionnaires') && r.method() === 'POST',
    );
    const response = page.waitForResponse((r) => r.url().endsWith('/api/questionnaires'));
    await dialog.getByRole('button', { name: q.submit }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Amira Test',
      phone: '+971501234567',
      language: ['German', 'Arabic'],
      questions: expected,
      locale,
      utm_source: 'organic',
    });
    const answer = await response;
    expect(answer.status()).toBe(201);
    // The toast lasts 3 s: check it before the (slower) look into the store.
    await expect(dialog).toBeHidden();
    await expect(page.getByText(q.success)).toBeVisible();
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain('cvSubmitted');

    const { data } = (await answer.json()) as { data: { id: string } };
    const row = await storedLeadRow(data.id);
    expect(row).toContain(",questionnaire,Amira Test,'+971501234567,");
    expect(row).toContain(expected[0]!.answer as string);
  });
}

test('the questionnaire can be completed with the keyboard alone', async ({ page }) => {
  const t = messages('en');
  const q = t.Questionnaire;
  await page.goto('/investment-compass?utm_source=newsletter');
  const opener = page.getByRole('button', { name: t.CompassPage.hero.primary }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: q.title });
  await expect(dialog).toBeVisible();
  const next = dialog.getByRole('button', { name: q.next, exact: true });

  const expected: { question: string; answer: string | number }[] = [];
  for (const [index, step] of q.steps.entries()) {
    if (step.options) {
      // Into the group, Space picks the first option; on odd steps an arrow moves to the second.
      await tabTo(page, dialog.getByRole('radio').first());
      await page.keyboard.press('Space');
      if (index % 2) await page.keyboard.press('ArrowDown');
      expected.push({ question: step.question, answer: step.options[index % 2]! });
    } else {
      await expect(dialog.getByLabel(step.question, { exact: true })).toBeFocused();
      await page.keyboard.type('2');
      expected.push({ question: step.question, answer: 2 });
    }
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }

  // Focus follows the steps: the contact details start with the name.
  await expect(dialog.getByLabel(t.RequestCall.name, { exact: true })).toBeFocused();
  await page.keyboard.type('Keyboard Investor');
  await tabTo(page, dialog.getByLabel(t.RequestCall.phone, { exact: true }));
  await page.keyboard.type('501234567');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(q.languagesSearch, { exact: true })).toBeFocused();
  await page.keyboard.type('Español');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /español/i })).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForTimeout(HUMAN_FILL_MS);

  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/questionnaires') && r.method() === 'POST',
  );
  await tabTo(page, dialog.getByRole('button', { name: q.submit }));
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({
    name: 'Keyboard Investor',
    phone: '+971501234567',
    language: ['Spanish'],
    questions: expected,
    utm_source: 'newsletter',
  });
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the Taiwan seat reservation is sent in Traditional Chinese, TW only', async ({ page }) => {
  await page.goto('/roadshow-taiwan?utm_source=tw-ads');
  await page.locator('#events').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: '預約台灣講座座位' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('lang', 'zh-Hant-TW');
  // A Mandarin-speaking advisor, introduced in Chinese.
  await expect(dialog.getByText('Wei-Lin Chen')).toBeVisible();
  await expect(dialog.getByText(/^使用語言：.*中文/)).toBeVisible();
  await expectNoBlockingViolations(page);

  await dialog.getByLabel('您的姓名', { exact: true }).fill('Lin Test');
  await dialog.getByLabel('電話號碼', { exact: true }).pressSequentially('912 345 678');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/leads') && r.method() === 'POST',
  );
  const response = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  const postback = page.waitForRequest(
    (r) => r.url().endsWith('/postback') && r.method() === 'POST',
  );
  await dialog.getByRole('button', { name: '預約座位' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    kind: 'taiwan',
    name: 'Lin Test',
    phone: '+886912345678',
    utm_source: 'tw-ads',
  });
  const answer = await response;
  expect(answer.status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('謝謝您！')).toBeVisible();
  const { data } = (await answer.json()) as { data: { id: string } };
  expect((await postback).postDataJSON()).toEqual({ leadId: data.id });
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain('signUpCompleted');
  expect(await storedLeadRow(data.id)).toContain(",taiwan,Lin Test,'+886912345678,");
});
