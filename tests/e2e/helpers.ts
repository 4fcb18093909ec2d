import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { servers } from '../../playwright.config';

export const origin = (server: keyof typeof servers = 'site') =>
  `http://localhost:${servers[server]}`;

/** A language's words; every messages file has en's shape (tests/unit/messages/parity.test.ts). */
export type Messages = typeof import('../../messages/en.json');

export const messages = (locale: string): Messages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;

/** Asserts nothing on its own: fetches without following redirects so tests can read Location. */
export const noRedirect = { maxRedirects: 0 } as const;

/** Forms shown for less than this are treated as bots (stored nowhere): a visitor takes longer. */
export const HUMAN_FILL_MS = 2100;

type Server = keyof typeof servers;

/**
 * The browser the operator sessions below sign in with: the worker's own, handed over by an
 * automatic fixture (fixtures.ts), as tests call these helpers without one.
 */
let operatorBrowser: { browser: Browser; workerIndex: number } | undefined;
export const useBrowserForOperators = (browser: Browser | undefined, workerIndex = 0) => {
  operatorBrowser = browser && { browser, workerIndex };
  operatorSessions.clear();
};

/** One admin a worker and server, signed in once: the back office's CSV export is theirs to read. */
const operatorSessions = new Map<Server, Promise<APIRequestContext>>();

async function signedInOperator(server: Server): Promise<APIRequestContext> {
  if (!operatorBrowser) throw new Error('no browser for the operator session (fixtures.ts)');
  const email = `operator-${uniqueLetters()}@meridiangate.test`;
  const password = 'operator test password, long enough';
  execFileSync(
    'npm',
    ['run', '-s', 'staff', '--', 'add', email, '--role', 'admin', '--password-stdin'],
    {
      env: { ...process.env, DATA_DIR: `./data/e2e-${servers[server]}` },
      input: password,
      encoding: 'utf8',
    },
  );
  const context = await operatorBrowser.browser.newContext({
    baseURL: origin(server),
    // Its own address (TRUST_PROXY): the back-office spec's sign-in throttle counts others apart.
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.19.40.${operatorBrowser.workerIndex % 250}`,
    },
  });
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/(leads|today)$/, { timeout: 30_000 });
  await page.close();
  return context.request;
}

/**
 * Every stored lead as the back office's CSV export writes it for an admin: the columns of the
 * operators' `npm run leads -- export` (lib/server/admin/lead-export.ts writes both), read from
 * the running server in milliseconds where the command starts a whole server of its own (8-10 s
 * of CPU each, ~40 times a run).
 */
async function storedLeadsCsv(server: Server): Promise<string> {
  let session = operatorSessions.get(server);
  if (!session) operatorSessions.set(server, (session = signedInOperator(server)));
  const request = await session;
  // The session's kept-alive socket may be one the server is closing after its idle timeout (5 s)
  // just as the next read reuses it: ECONNRESET, once in a few runs. The read changes nothing, so
  // it is asked again on a fresh socket.
  const response = await request
    .get('/admin/leads/csv', { maxRedirects: 0 })
    .catch((error: unknown) => {
      if (!String(error).includes('ECONNRESET')) throw error;
      return request.get('/admin/leads/csv', { maxRedirects: 0 });
    });
  expect(response.status(), 'the back office export').toBe(200);
  return response.text();
}

/** The stored lead with this id, as the leads export prints it (empty if none). */
export async function storedLeadRow(id: string, server: Server = 'site'): Promise<string> {
  const csv = await storedLeadsCsv(server);
  return csv.split('\n').find((line) => line.startsWith(id)) ?? '';
}

/** Every stored lead whose CSV row contains `text` (a unique name or email, say). */
export async function storedLeadRowsWith(text: string, server: Server = 'site'): Promise<string[]> {
  const csv = await storedLeadsCsv(server);
  return csv.split('\n').filter((line) => line.includes(text));
}

/**
 * The stored lead whose CSV row contains `text` (a unique name or email): `/api/forms` answers
 * 201 without an id, so page-form leads are found by what the visitor typed.
 */
export async function storedLeadRowMatching(
  text: string,
  server: Server = 'site',
): Promise<string> {
  return (await storedLeadRowsWith(text, server))[0] ?? '';
}

/** Letters only (names may not carry digits): a name no other test run uses. */
export const uniqueLetters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through a form; fails if it is
 * not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 25): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The sections below the first screen are laid out only near it, and each clips what runs past it
 * (`content-visibility: auto`, globals.css). A check of the whole page switches that off first: a
 * word too wide for a phone then widens the page where a test can see it, and axe reads every
 * section's colours as laid out, not only those on the first screen.
 */
export async function layOutEverySection(page: Page) {
  await page.addStyleTag({
    content: 'main > section, body > footer { content-visibility: visible !important; }',
  });
}

/**
 * The serious and critical axe violations inside `selector` (the whole page by default), one line
 * each: `[]` when none. Also runs axe's label-in-name rule (WCAG 2.5.3), off by default in axe.
 */
export async function blockingViolations(page: Page, selector = 'html'): Promise<string[]> {
  await layOutEverySection(page);
  const results = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
