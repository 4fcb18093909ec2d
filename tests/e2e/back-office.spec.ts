import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { servers } from '../../playwright.config';
import { expect, test } from './fixtures';
import { blockingViolations, noRedirect, uniqueLetters } from './helpers';

/**
 * The back office as issue 18 checks it, on the production build: accounts from the staff CLI,
 * nothing without a session, the admin's lead and figures, marketing without phone numbers, one
 * answer for unknown e-mail and wrong password, the throttle, the headers, axe on every page, and
 * the staff page's invitation. The admin and marketing sign in once (storageState) where the sign-in
 * itself is not what a test checks.
 */
// Each sign-in hashes a password (scrypt) and the staff CLI starts a Node process: slow on a busy CI.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = uniqueLetters();
const password = 'correct horse battery staple';
const email = (role: string) => `${role}-${run}@meridiangate.test`;
const sourceA = `source-a-${run}`;
const sourceB = `source-b-${run}`;
const phones = ['+971502000001', '+971502000002', '+971502000003', '+971502000004'].map(
  (phone) => phone.slice(0, -4) + String(Math.floor(Math.random() * 9000) + 1000),
);
const names = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => `${name} ${run}`);
const leadIds: string[] = [];
/** Each browser signs in from its own address (the site trusts one proxy in these tests). */
let addresses = 0;
const nextAddress = () => `198.18.${Math.floor(Math.random() * 200)}.${(addresses++ % 250) + 1}`;

function staff(role: string, agent?: string, name = role) {
  execFileSync(
    'npm',
    [
      'run',
      '-s',
      'staff',
      '--',
      'add',
      email(name),
      '--role',
      role,
      ...(agent ? ['--agent', agent] : []),
      '--password-stdin',
    ],
    {
      env: { ...process.env, DATA_DIR: `./data/e2e-${servers.site}` },
      input: password,
      encoding: 'utf8',
    },
  );
}

/** A sign-in or a new password hashes it (scrypt): seconds on a loaded machine. */
const afterHashing = { timeout: 30_000 };

type Session = BrowserContextOptions['storageState'];
/** The admin's and the marketer's sessions, signed in once for the tests that only use them. */
const sessions: Record<'admin' | 'marketing', Session> = { admin: undefined, marketing: undefined };

async function newBrowserPage(browser: Browser, width = 1440, session?: Session): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': nextAddress() },
    storageState: session,
  });
  return context.newPage();
}

async function signIn(page: Page, role: string, secret = password, address = email(role)) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedInSession(browser: Browser, role: 'admin' | 'marketing'): Promise<Session> {
  const page = await newBrowserPage(browser);
  await signIn(page, role);
  await expect(page).toHaveURL(/\/admin\/leads$/, afterHashing);
  const session = await page.context().storageState();
  await page.context().close();
  return session;
}

async function postLead(request: APIRequestContext, index: number, source: string) {
  const response = await request.post('/api/leads', {
    data: {
      kind: 'request-call',
      name: names[index],
      phone: phones[index],
      locale: 'en',
      fullUrl: 'http://localhost:3000/invest-in-dubai',
      utm_source: source,
      utm_medium: 'cpc',
      utm_campaign: `winter-${run}`,
    },
  });
  expect(response.status()).toBe(201);
  leadIds[index] = ((await response.json()) as { data: { id: string } }).data.id;
}

/** `+971502001234` → `+971 50 200 1234`, as the back office writes a UAE mobile. */
const readable = (phone: string) =>
  `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;

const pagesOfALead = () => [
  '/admin',
  '/admin/leads',
  '/admin/today',
  `/admin/leads/${leadIds[0]}`,
  '/admin/campaigns',
  '/admin/staff',
  '/admin/account',
];

test.beforeAll(async ({ request, browser }) => {
  test.setTimeout(240_000);
  staff('admin');
  staff('marketing');
  staff('manager');
  // The throttle test's own account: twelve wrong passwords lock it for ten minutes.
  staff('marketing', undefined, 'throttled');
  for (const [index, source] of [sourceA, sourceA, sourceA, sourceB].entries())
    await postLead(request, index, source);
  sessions.admin = await signedInSession(browser, 'admin');
  sessions.marketing = await signedInSession(browser, 'marketing');
});

test('without a session no back-office page, route or file shows anything of a lead', async ({
  request,
}) => {
  for (const path of [...pagesOfALead(), `/admin/leads/${leadIds[0]}/cv`, '/admin/campaigns/csv']) {
    const response = await request.get(path, noRedirect);
    expect([307, 401], path).toContain(response.status());
    if (response.status() === 307) expect(response.headers().location).toContain('/admin/sign-in');
    const body = await response.text();
    for (const secret of [...names, ...phones, sourceA]) expect(body, path).not.toContain(secret);
  }
});

test('an unknown e-mail and a wrong password get the same answer; twelve wrong tries are throttled', async ({
  browser,
}) => {
  const page = await newBrowserPage(browser);
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(`nobody-${run}@meridiangate.test`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const unknown = await page.getByRole('main').getByRole('alert').textContent();
  await signIn(page, 'throttled', 'not the password at all');
  expect(await page.getByRole('main').getByRole('alert').textContent()).toBe(unknown);

  // Each try waits for its answer, as a person does: leaving the page mid-request may cancel it
  // before the server counts it (the try then never happened, and the 12th was not throttled).
  for (let tries = 2; tries < 12; tries++) {
    await signIn(page, 'throttled', `wrong ${tries} password`);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible(afterHashing);
  }
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Too many tries',
    afterHashing,
  );
  await page.context().close();
});

test('the admin sees a new lead, opens it, sets it to contacted and reads the campaign figures; signing out ends the session', async ({
  browser,
}, testInfo) => {
  const page = await newBrowserPage(browser);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/leads$/, afterHashing);
  await expect(page.getByRole('link', { name: names[3], exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inbox-1440.png'), fullPage: true });

  // A lead sent while the inbox is open appears without a reload.
  const late = `Echo ${run}`;
  const response = await page.request.post('/api/leads', {
    data: {
      kind: 'request-call',
      name: late,
      phone: '+971502009999',
      locale: 'ru',
      fullUrl: 'http://localhost:3000/ru',
    },
  });
  expect(response.status()).toBe(201);
  await expect(page.getByRole('link', { name: late, exact: true })).toBeVisible({
    timeout: 25_000,
  });

  await page.getByRole('link', { name: names[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names[0]!);
  // The number as people read it, one tap to call.
  await expect(page.getByRole('link', { name: readable(phones[0]!) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await expect(page.getByText('You set the status to contacted')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lead-1440.png'), fullPage: true });

  await page.goto('/admin/campaigns');
  await expect(page.getByRole('row', { name: new RegExp(`^${sourceA} 3 `) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${sourceB} 1 `) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('campaigns-1440.png'), fullPage: true });

  const inbox = await page.request.get('/admin/leads');
  expect(inbox.headers()['cache-control']).toContain('no-store');
  expect(inbox.headers()['x-robots-tag']).toContain('noindex');
  const scripts = /script-src ([^;]*)/.exec(inbox.headers()['content-security-policy'] ?? '')?.[1];
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scripts).not.toContain('unsafe-inline');
  expect(await inbox.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const cookies = await page.context().cookies();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const replay = await page.request.get('/admin/leads', {
    ...noRedirect,
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  expect(replay.status()).toBe(307);
  expect(await replay.text()).not.toContain(names[0]);
  await page.context().close();
});

test('a marketing account reads the figures and never a phone number, on any page', async ({
  browser,
}) => {
  const page = await newBrowserPage(browser, 1440, sessions.marketing);
  await page.goto('/admin/leads');
  await expect(page.getByRole('link', { name: names[0], exact: true })).toBeVisible();
  for (const path of pagesOfALead()) {
    const response = await page.request.get(path);
    const body = await response.text();
    for (const phone of phones) expect(body, path).not.toContain(phone);
    expect(body, path).not.toContain('+97150200');
  }
  expect((await page.request.get(`/admin/leads/${leadIds[0]}/cv`)).status()).toBe(404);
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('row', { name: new RegExp(`^${sourceA} 3 `) })).toBeVisible();
  await page.context().close();
});

test('the admin invites by e-mail; the link sets a password once; the new account signs in', async ({
  browser,
}, testInfo) => {
  const invited = `invited-${run}@meridiangate.test`;
  const newPassword = 'a brand new long password';
  const admin = await newBrowserPage(browser, 1440, sessions.admin);
  await admin.goto('/admin/staff');
  const invite = admin.getByRole('region', { name: 'Invite' });
  await invite.getByLabel('E-mail').fill(invited);
  await invite.getByLabel('Role').selectOption('marketing');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await invite.getByRole('status').locator('code').textContent();
  const token = link?.split('/admin/invite/')[1];
  expect(token, 'the link is shown once to the admin').toMatch(/^[\w-]{40,}$/);
  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(invited) })).toContainText('invited');
  await admin.screenshot({ path: testInfo.outputPath('staff-1440.png'), fullPage: true });

  // The invitee has no session: the link is the credential.
  const newcomer = await newBrowserPage(browser);
  await newcomer.goto(`/admin/invite/${token}`);
  await expect(newcomer.getByRole('main')).toContainText(invited);
  expect(await blockingViolations(newcomer), 'set-password page').toEqual([]);
  await newcomer.getByLabel('New password').fill(newPassword);
  await newcomer.getByLabel('The same again').fill(`${newPassword}!`);
  await newcomer.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomer.getByRole('main').getByRole('alert')).toContainText('differ');
  await newcomer.getByLabel('New password').fill(newPassword);
  await newcomer.getByLabel('The same again').fill(newPassword);
  await newcomer.getByRole('button', { name: 'Set password' }).click();
  await expect(newcomer).toHaveURL(/\/admin\/sign-in\?welcome=1$/, afterHashing);
  await signIn(newcomer, 'marketing', newPassword, invited);
  await expect(newcomer).toHaveURL(/\/admin\/leads$/, afterHashing);
  // Used once: the link opens nothing any more, even for its owner.
  await newcomer.goto(`/admin/invite/${token}`);
  await expect(newcomer.getByRole('main').getByRole('alert')).toContainText(
    'does not work any more',
  );
  await newcomer.context().close();

  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(invited) })).toContainText('active');
  const audit = admin.getByRole('region', { name: 'Audit log' });
  // The log reads in words (its action's name beside it).
  await expect(audit).toContainText(`${email('admin')} invited ${invited} as marketing`);
  await expect(audit).toContainText(`${invited} accepted the invitation`);
  await admin.context().close();
});

test('every back-office page passes axe, on a desktop and at 390 px', async ({
  browser,
}, testInfo) => {
  // Eight pages, axe twice over each width: minutes on a loaded machine.
  test.setTimeout(300_000);
  for (const width of [1440, 390]) {
    const anonymous = await newBrowserPage(browser, width);
    for (const path of ['/admin/sign-in', '/admin/invite/not-a-token']) {
      await anonymous.goto(path);
      expect(await blockingViolations(anonymous), path).toEqual([]);
    }
    await anonymous.context().close();
    const page = await newBrowserPage(browser, width, sessions.admin);
    for (const path of pagesOfALead().slice(1)) {
      await page.goto(path);
      expect(await blockingViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
      if (width === 390 && path !== '/admin/account')
        await page.screenshot({
          path: testInfo.outputPath(
            `${path.split('/')[2] === 'leads' && path.split('/')[3] ? 'lead' : path.split('/')[2]}-390.png`,
          ),
          fullPage: true,
        });
    }
    await page.context().close();
  }
});

test('a manager’s morning at 390 px: the queue with Call and WhatsApp, a search by number, no staff page', async ({
  browser,
}) => {
  const shots = process.env.SHOTS_DIR;
  const page = await newBrowserPage(browser, 390);
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/admin\/leads$/, afterHashing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My queue');
  await expect(page).toHaveTitle(/^\(\d+\) Leads/);
  // The filters are folded away; the oldest uncontacted leads come first with their age.
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: names[1]! });
  await expect(row.getByRole('link', { name: `Call ${names[1]}` })).toBeVisible();
  const whatsapp = row.getByRole('link', { name: `WhatsApp ${names[1]}` });
  await expect(whatsapp).toBeVisible();
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.pathname).toBe(`/${phones[1]!.slice(1)}`);
  expect(href.searchParams.get('text')).toMatch(/^Hello Bravo, this is .* from Meridian Gate\./);
  await expect(row).toContainText(/\d+ min|\d+ h/);
  if (shots) await page.screenshot({ path: `${shots}/queue-390.png` });

  // A tap is the first contact; the card offers to mark the lead contacted.
  await row
    .getByRole('link', { name: `Call ${names[1]}` })
    .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await row.getByRole('link', { name: `Call ${names[1]}` }).click();
  await row.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByRole('row').filter({ hasText: names[1]! })).toContainText('contacted');

  // A number as people type it.
  await page.getByText('Search and filters').click();
  await page
    .getByRole('textbox', { name: 'Search' })
    .fill(`0${phones[2]!.slice(4, 6)} ${phones[2]!.slice(6, 9)} ${phones[2]!.slice(9)}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/search=[\w-]+/);
  expect(page.url()).not.toContain(phones[2]!.slice(6));
  await expect(page.getByRole('link', { name: names[2], exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: names[0], exact: true })).toBeHidden();

  // The lead on a phone: contact, status and next action on its first screen.
  await page.getByRole('link', { name: names[2], exact: true }).click();
  await expect(page.getByRole('link', { name: `WhatsApp ${names[2]}` })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Next action' })).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/lead-390.png` });
  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText(/You handed the lead from .* to /)).toBeVisible();
  expect(await page.locator('ol.admin-timeline').innerText()).not.toContain('{"');

  expect((await page.request.get('/admin/staff')).status()).toBe(404);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/leads');
  if (shots) await page.screenshot({ path: `${shots}/queue-1440.png`, fullPage: true });
  await page.goto(`/admin/leads/${leadIds[2]}`);
  if (shots) await page.screenshot({ path: `${shots}/lead-1440.png`, fullPage: true });
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Response time' })).toBeVisible();
  await expect(page.getByText('Median to first contact')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/campaigns-1440.png`, fullPage: true });
  await page.context().close();
});
