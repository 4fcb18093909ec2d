import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { storageItemFor, storageItems, type StorageKind } from '../../lib/privacy/storage-items';
import { defaultRetention } from '../../lib/privacy/retention';
import { HUMAN_FILL_MS, messages } from './helpers';

/**
 * The privacy page is true (docs/design.md §15): whatever a browser holds after visiting pages,
 * accepting consent and sending a lead is in the one list the page renders
 * (lib/privacy/storage-items.ts), under the kind of storage it really is.
 */
test.use({ consentChoice: null });

type Seen = { kind: StorageKind; name: string }[];

async function seenIn(page: Page): Promise<Seen> {
  const cookies = (await page.context().cookies()).map((cookie) => ({
    kind: 'cookie' as const,
    name: cookie.name,
  }));
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: ((await indexedDB.databases?.()) ?? []).map((database) => database.name ?? ''),
  }));
  return [
    ...cookies,
    ...inPage.local.map((name) => ({ kind: 'localStorage' as const, name })),
    ...inPage.session.map((name) => ({ kind: 'sessionStorage' as const, name })),
    ...inPage.databases.map((name) => ({ kind: 'indexedDB' as const, name })),
  ];
}

const unlisted = (seen: Seen) =>
  seen.filter(({ kind, name }) => !storageItemFor(kind, name)).map((s) => `${s.kind} ${s.name}`);

test('everything a browser holds is on the list, before and after consent and a lead', async ({
  page,
}) => {
  const t = messages('de');
  const seen: Seen = [];
  // The language selector remembers the choice (i18n_language).
  await page.goto('/careers?utm_source=newsletter');
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/careers/);
  await page.goto('/de/invest-in-dubai?utm_source=fb&clickid=abc');
  const dialog = page.getByRole('dialog', { name: t.Consent.banner.title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  seen.push(...(await seenIn(page)));
  // Before a choice: only what is strictly necessary.
  expect(
    seen.filter(({ kind, name }) => storageItemFor(kind, name)?.category !== 'necessary'),
  ).toEqual([]);

  await dialog.getByRole('button', { name: t.Consent.banner.acceptAll }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await seenIn(page)).map((s) => s.name)).toContain('token');

  // A lead from the request-call modal.
  await page.locator('header').getByRole('button', { name: t.Navigation.requestCall }).click();
  const form = page.getByRole('dialog', { name: t.RequestCall.title });
  await form.getByLabel(t.RequestCall.name, { exact: true }).fill('Lena Speicher');
  await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: t.RequestCall.submit }).click();
  expect((await stored).status()).toBe(201);

  // Prices in another currency and unit, a preference the visitor sets.
  await page.goto('/de/properties');
  seen.push(...(await seenIn(page)));

  expect(unlisted(seen)).toEqual([]);
  const names = new Set(seen.map(({ kind, name }) => `${kind}:${name}`));
  for (const expected of [
    'cookie:consent',
    'cookie:i18n_language',
    'cookie:token',
    'localStorage:token',
    'sessionStorage:landing-token',
  ])
    expect(names).toContain(expected);
});

for (const locale of ['de', 'ar'] as const) {
  test(`/${locale}/privacy lists every item and the retention periods the job applies`, async ({
    page,
  }) => {
    const t = messages(locale);
    await page.goto(`/${locale}/privacy`);
    const table = page.locator('[data-storage-list]');
    await expect(table).toBeVisible();
    const rows = await table
      .locator('[data-storage-item]')
      .evaluateAll((all) => all.map((row) => row.getAttribute('data-storage-item')));
    expect(rows).toEqual(storageItems.map((item) => `${item.kind}:${item.name}`));
    await expect(table.getByText(t.PrivacyStorage.items.landingToken)).toBeVisible();
    // Retention from lib/privacy/retention.ts, as the retention job reads it.
    const text = await page.locator('article').innerText();
    for (const figure of [defaultRetention.enquiryMonths, defaultRetention.logDays])
      expect(text).toContain(String(figure));
  });
}
