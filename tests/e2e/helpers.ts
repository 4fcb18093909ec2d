import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
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

/** The stored lead with this id, as the operators' CSV export prints it (empty if none). */
export function storedLeadRow(id: string, server: keyof typeof servers = 'site'): string {
  const csv = execFileSync('npm', ['run', '-s', 'leads', '--', 'export'], {
    env: { ...process.env, DATA_DIR: `./data/e2e-${servers[server]}` },
    encoding: 'utf8',
  });
  return csv.split('\n').find((line) => line.startsWith(id)) ?? '';
}

/**
 * The stored lead whose CSV row contains `text` (a unique name or email): `/api/forms` answers
 * 201 without an id, so page-form leads are found by what the visitor typed.
 */
export function storedLeadRowMatching(text: string, server: keyof typeof servers = 'site'): string {
  const csv = execFileSync('npm', ['run', '-s', 'leads', '--', 'export'], {
    env: { ...process.env, DATA_DIR: `./data/e2e-${servers[server]}` },
    encoding: 'utf8',
  });
  return csv.split('\n').find((line) => line.includes(text)) ?? '';
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
 * The serious and critical axe violations inside `selector` (the whole page by default), one line
 * each: `[]` when none. Also runs axe's label-in-name rule (WCAG 2.5.3), off by default in axe.
 */
export async function blockingViolations(page: Page, selector = 'html'): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
