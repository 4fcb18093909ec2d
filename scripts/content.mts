/**
 * The brokerage's content from a shell (docs/design.md §14, docs/listing-feeds.md), on the same
 * DATA_DIR / DATABASE_URL as the server:
 *
 *   npm run -s content -- import FILE_OR_URL [--dry-run] [--partial]
 *                                            import a Property Finder XML feed into the listings
 *                                            (lib/content/feed-import.ts) and report; --dry-run
 *                                            only reports what it could take, --partial withdraws
 *                                            nothing the feed does not hold
 *   npm run -s content -- seed               migrate the content database and, when it holds no
 *                                            listing, seed it with content/seed/ (before a build)
 *   npm run -s content -- importmap          regenerate Payload's admin import map
 *   npm run -s content -- migration NAME     write a migration for the current collections, for
 *                                            SQLite, or for PostgreSQL with DATABASE_URL set
 */
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { commandDone, commandStarted } from './support/command-done';

const usage = `Usage:
  npm run -s content -- import FILE_OR_URL [--dry-run] [--partial]
  npm run -s content -- seed
  npm run -s content -- importmap
  npm run -s content -- migration NAME   (SQLite; with DATABASE_URL set: PostgreSQL)`;

class UsageError extends Error {}

async function readSource(source: string): Promise<string> {
  const { readFeedSource } = await import('../lib/content/feed-import');
  return readFeedSource(source).catch((error: unknown) => {
    throw new Error(`${source} ${error instanceof Error ? error.message : error}.`);
  });
}

async function importFeed(
  source: string,
  options: { dryRun: boolean; partial: boolean },
): Promise<number> {
  if (options.dryRun) {
    const { importReport, readPropertyFinderFeed } = await import('../lib/listings/feeds/import');
    const { feedExperts } = await import('../lib/content/feed-compare');
    const payload = await openPayload();
    const experts = (await feedExperts(payload)).map(({ expert }) => expert);
    const feed = readPropertyFinderFeed(await readSource(source), experts);
    console.log(`Dry run of ${source}: nothing is written.`);
    console.log(importReport(feed));
    await payload.destroy();
    // A feed with listings that cannot be taken still ran; the report says which.
    return 0;
  }
  const xml = await readSource(source);
  const payload = await openPayload();
  const { feedImportSummary, importListingsFeed } = await import('../lib/content/feed-import');
  const report = await importListingsFeed(payload, xml, { full: !options.partial });
  console.log(`Imported ${source}${options.partial ? ' (partial: nothing withdrawn)' : ''}:`);
  console.log(feedImportSummary(report));
  await payload.destroy();
  return 0;
}

async function seed(): Promise<number> {
  const payload = await openPayload();
  const { seedContent } = await import('../lib/content/seed');
  console.log(`Content: ${await seedContent(payload)}.`);
  await payload.destroy();
  return 0;
}

/**
 * Payload on the site's content database. The site runs `next start`, so this opens it as
 * production does (the committed migrations, no schema push) unless NODE_ENV says otherwise.
 */
async function openPayload() {
  process.env.NODE_ENV ??= 'production';
  const { default: configPromise } = await import('../lib/content/payload.config');
  const payload = await import('payload');
  return payload.getPayload({ config: await configPromise });
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
    options: {
      'dry-run': { type: 'boolean' },
      partial: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [command, argument, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`${usage}\n\nOne command and at most one argument.`);
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  if (command === 'import' && argument)
    return importFeed(argument, {
      dryRun: values['dry-run'] ?? false,
      partial: values.partial ?? false,
    });
  if (command === 'seed' && !argument) return seed();
  if (command === 'importmap' && !argument) return payloadCommand(command, undefined);
  if (command === 'migration' && argument) return payloadCommand(command, argument);
  throw new UsageError(usage);
}

commandStarted();
main(process.argv.slice(2))
  .catch((error: unknown) => {
    // parseArgs throws a TypeError for an unknown option; a missing file or a bad feed an Error.
    console.error(error instanceof Error ? `content: ${error.message}` : error);
    return error instanceof UsageError || error instanceof TypeError ? 64 : 2;
  })
  .then((code) => {
    commandDone();
    process.exit(code);
  });
