/**
 * The brokerage's content from a shell (docs/design.md §14, docs/listing-feeds.md), on the same
 * DATA_DIR / DATABASE_URL as the server:
 *
 *   npm run -s content -- import FILE_OR_URL [--dry-run]   read a Property Finder XML feed and
 *                                            report which listings it could take and what not
 *   npm run -s content -- seed               migrate the content database and, when it holds no
 *                                            listing, seed it with content/seed/ (before a build)
 *   npm run -s content -- importmap          regenerate Payload's admin import map
 *   npm run -s content -- migration NAME     write a migration for the current collections, for
 *                                            SQLite, or for PostgreSQL with DATABASE_URL set
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';

const usage = `Usage:
  npm run -s content -- import FILE_OR_URL [--dry-run]
  npm run -s content -- seed
  npm run -s content -- importmap
  npm run -s content -- migration NAME   (SQLite; with DATABASE_URL set: PostgreSQL)`;

class UsageError extends Error {}

const FETCH_TIMEOUT_MS = 30_000;

async function readSource(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8');
  const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source} answered ${response.status}.`);
  return response.text();
}

async function importFeed(source: string): Promise<number> {
  const { importReport, readPropertyFinderFeed } = await import('../lib/listings/feeds/import');
  const { getListingExperts } = await import('../lib/listings/store');
  const feed = readPropertyFinderFeed(await readSource(source), await getListingExperts());
  console.log(`Dry run of ${source}: nothing is written.`);
  console.log(importReport(feed));
  // A feed with listings that cannot be taken still ran; the report says which.
  return 0;
}

async function seed(): Promise<number> {
  // As the server opens it: the committed migrations, not development's schema push.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { content } = await import('../lib/content/content');
  const { seedContent } = await import('../lib/content/seed');
  const payload = await content();
  console.log(`Content: ${await seedContent(payload)}.`);
  await payload.destroy();
  return 0;
}

async function payloadCommand(command: string, name: string | undefined): Promise<number> {
  // Loaded here: the configuration is an ES module whose dependencies use top-level await.
  const { default: configPromise } = await import('../lib/content/payload.config');
  const config = await configPromise;
  const payload = await import('payload');
  if (command === 'importmap') {
    await payload.generateImportMap(config, { log: true, force: true });
    return 0;
  }
  process.env.PAYLOAD_MIGRATING = 'true';
  const instance = await payload.getPayload({
    config,
    disableDBConnect: true,
    disableOnInit: true,
  });
  await instance.db.createMigration({
    migrationName: name,
    payload: instance,
    forceAcceptWarning: true,
  });
  await instance.destroy();
  return 0;
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
  const [command, argument, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`${usage}\n\nOne command and at most one argument.`);
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  if (command === 'import' && argument) return importFeed(argument);
  if (command === 'seed' && !argument) return seed();
  if (command === 'importmap' && !argument) return payloadCommand(command, undefined);
  if (command === 'migration' && argument) return payloadCommand(command, argument);
  throw new UsageError(usage);
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    // parseArgs throws a TypeError for an unknown option; a missing file or a bad feed an Error.
    console.error(error instanceof Error ? `content: ${error.message}` : error);
    return error instanceof UsageError || error instanceof TypeError ? 64 : 2;
  })
  .then((code) => process.exit(code));
