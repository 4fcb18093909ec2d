import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { servers } from '../../../playwright.config';

/** The editor's REST API, under the back office (docs/content.md). */
export const contentApi = '/admin/content/api';
/** What staff are promised (docs/content.md): a change shows on this instance within 5 s. */
export const LIVE_MS = 5_000;

/** The password of the accounts the content specs add. */
const staffPassword = 'correct horse battery staple';

/** A member of staff added with the operators' command, to the site's data, as an admin would. */
export function addStaff(email: string, role: string, agent?: string): void {
  execFileSync(
    'npm',
    ['run', '-s', 'staff', '--', 'add', email, '--role', role]
      .concat(agent ? ['--agent', agent] : [])
      .concat('--password-stdin'),
    {
      env: { ...process.env, DATA_DIR: `./data/e2e-${servers.site}` },
      input: staffPassword,
      encoding: 'utf8',
    },
  );
}

/** Signs in once at the back office's sign-in page, as staff do; ends on the desk. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/(leads|today)$/, { timeout: 30_000 });
}

/** Polls `path` until `shows` holds; the time it took, from `since`. */
export async function shownWithin(
  request: APIRequestContext,
  path: string,
  shows: (body: string) => boolean,
  since: number,
): Promise<number> {
  for (;;) {
    const body = await (await request.get(path)).text();
    if (shows(body)) return Date.now() - since;
    if (Date.now() - since > 60_000) throw new Error(`${path} did not change within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
