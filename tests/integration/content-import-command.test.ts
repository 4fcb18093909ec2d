import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { provideTestStore } from './support/lead-service';

/**
 * `npm run -s content -- import FILE_OR_URL [--dry-run] [--partial]` (scripts/content.mts): writes
 * by default, on the content database as the production server opens it (its migrations), and
 * prints the report; the import itself is tested in content-feed-import.test.ts.
 */
// An empty content database: what the test puts in it is all there is.
const store = provideTestStore({}, { experts: false });
const run = promisify(execFile);
let feedFile: string;
let partialFile: string;

async function content(...args: string[]): Promise<string> {
  // As an operator runs it: no NODE_ENV, so the command opens the database as production does.
  const env: Record<string, string | undefined> = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      './scripts/server-only-outside-next.mjs',
      '--import',
      './scripts/support/finish-or-fail.mjs',
      '--import',
      'tsx',
      'scripts/content.mts',
      ...args,
    ],
    // Without NODE_ENV, which Next's types of process.env make required.
    { env: env as NodeJS.ProcessEnv, timeout: 120_000 },
  ).catch((error: { message: string; stdout?: string; stderr?: string; code?: unknown }) => {
    // The command's own words, not only its exit status.
    throw new Error(`${error.message}(${error.code}) ${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  return stdout;
}

beforeAll(async () => {
  const photos = path.join(store.dataDir, 'crm');
  await fs.mkdir(photos);
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c08040' } })
    .jpeg()
    .toFile(path.join(photos, 'cover.jpg'));
  const xml = (await fs.readFile(path.join(__dirname, '../fixtures/crm-feed.xml'), 'utf8'))
    .replaceAll('{{PHOTOS}}/mg-c-1001/cover.jpg', `${pathToFileURL(photos).href}/cover.jpg`)
    .replaceAll('{{PHOTOS}}', pathToFileURL(photos).href)
    .replaceAll('{{FILES}}', pathToFileURL(photos).href);
  feedFile = path.join(store.dataDir, 'feed.xml');
  await fs.writeFile(feedFile, xml);
  partialFile = path.join(store.dataDir, 'partial.xml');
  await fs.writeFile(
    partialFile,
    xml.replace(/<property [^>]*>\s*<reference_number>MG-C-1003<[\s\S]*?<\/property>\s*/, ''),
  );
});

describe('the content import command', { timeout: 300_000 }, () => {
  it('only reports with --dry-run, then writes and reports, and a second run changes nothing', async () => {
    expect(await content('import', feedFile, '--dry-run')).toContain(
      `Dry run of ${feedFile}: nothing is written.`,
    );
    const first = await content('import', feedFile);
    expect(first).toContain(
      '3 created, 0 updated, 0 unchanged, 0 withdrawn (marked sold), 1 refused, 3 kept as drafts.',
    );
    expect(first).toContain('Created: MG-C-1001, MG-C-1002, MG-C-1003');
    expect(first).toContain(
      'MG-C-2001: offering_type RR: the site lists residential sales (RS) only',
    );
    // No expert exists in this store: nothing may be published.
    expect(first).toMatch(/MG-C-1001: A listing cannot be published without its expert/);
    expect(await content('import', feedFile)).toContain('0 created, 0 updated, 3 unchanged');
  });

  it('withdraws what a full feed no longer holds, drafts too, once, and nothing with --partial', async () => {
    expect(await content('import', partialFile, '--partial')).toContain(
      '0 created, 0 updated, 2 unchanged, 0 withdrawn',
    );
    const full = await content('import', partialFile);
    expect(full).toContain('0 created, 0 updated, 2 unchanged, 1 withdrawn');
    expect(full).toContain('Withdrawn: MG-C-1003');
    // MG-C-1003 was a draft: withdrawn as one, once.
    expect(await content('import', partialFile)).toContain('2 unchanged, 0 withdrawn');
  });
});
