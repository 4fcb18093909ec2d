import { execFileSync } from 'node:child_process';
import { servers } from '../../playwright.config';

export const origin = (server: keyof typeof servers = 'site') =>
  `http://localhost:${servers[server]}`;

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
