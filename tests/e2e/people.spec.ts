import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { servers } from '../../playwright.config';
import { expect, test } from './fixtures';
import { blockingViolations, uniqueLetters } from './helpers';

/**
 * A person's data at /admin/people (docs/design.md §15), on the production build: an admin finds a
 * visitor by the number as dialled in the UAE, downloads the export and erases them; the address
 * never appears in a URL.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = uniqueLetters();
const password = 'correct horse battery staple';
const admin = `people-admin-${run}@meridiangate.test`;
const name = `Erase Me ${run}`;
const local = `05${String(Math.floor(Math.random() * 9e7) + 1e7).slice(0, 8)}`;
const international = `+971${local.slice(1)}`;

test.beforeAll(async ({ request }) => {
  execFileSync(
    'npm',
    ['run', '-s', 'staff', '--', 'add', admin, '--role', 'admin', '--password-stdin'],
    { env: { ...process.env, DATA_DIR: `./data/e2e-${servers.site}` }, input: password },
  );
  const response = await request.post('/api/leads', {
    data: {
      kind: 'request-call',
      name,
      phone: international,
      locale: 'en',
      fullUrl: 'http://localhost:3000/invest-in-dubai',
    },
  });
  expect(response.status()).toBe(201);
});

test('an admin finds, exports and erases a person by phone', async ({ browser }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.250.${Math.floor(Math.random() * 250) + 1}` },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(admin);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 30_000 });

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'People' })
    .click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail or phone').fill(local);
  await page.getByRole('button', { name: 'Find' }).click();
  const held = page.getByRole('region', { name: `Held about ${local}` });
  await expect(held).toContainText('1 lead(s)');
  expect(await blockingViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    held.getByRole('button', { name: 'Download the export (.tar)' }).click(),
  ]);
  const archive = fs.readFileSync((await download.path())!);
  expect(archive.subarray(257, 262).toString()).toBe('ustar');
  expect(archive.toString('utf8')).toContain(name);

  await held.getByLabel('Type ERASE to erase all of it').fill('ERASE');
  await held.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('status')).toContainText('1 lead(s)');
  await page.getByLabel('E-mail or phone').fill(international);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: `Held about ${international}` })).toContainText(
    '0 lead(s)',
  );
  const digits = local.slice(1);
  expect(urls.filter((url) => url.includes(digits))).toEqual([]);
  await context.close();
});
