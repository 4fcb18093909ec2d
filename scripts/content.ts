/**
 * The brokerage's content from a shell (docs/listing-feeds.md, "Feed in").
 *
 *   npm run -s content -- import FILE_OR_URL [--dry-run]
 *
 * Reads a Property Finder XML feed (a file, or an http(s) address), checks each listing, matches
 * its agent to an expert and reports what it could and could not take. Until the content store
 * exists it only reports: --dry-run is the default and the only mode.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { importReport, readPropertyFinderFeed } from '@/lib/listings/feeds/import';
import { getListingExperts } from '@/lib/listings/store';

const usage = `Usage:
  npm run -s content -- import FILE_OR_URL [--dry-run]
Reads a Property Finder XML feed and reports which listings it could take and what it could not.
Nothing is written yet (--dry-run, the default): listings are stored once the content store exists.`;

class UsageError extends Error {}

const FETCH_TIMEOUT_MS = 30_000;

async function readSource(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8');
  const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source} answered ${response.status}.`);
  return response.text();
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [command, source, ...rest] = positionals;
  if (command !== 'import' || !source || rest.length > 0)
    throw new UsageError(`${usage}\n\nGive the command import and one file or address.`);
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

  const feed = readPropertyFinderFeed(await readSource(source), await getListingExperts());
  console.log(`Dry run of ${source}: nothing is written.`);
  console.log(importReport(feed));
  // A feed with listings that cannot be taken still ran; the report says which.
  return 0;
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    // parseArgs throws a TypeError for an unknown option; a missing file or a bad feed an Error.
    console.error(error instanceof Error ? `content: ${error.message}` : error);
    return error instanceof UsageError || error instanceof TypeError ? 64 : 2;
  })
  .then((code) => {
    process.exitCode = code;
  });
