/**
 * The content system's developer commands (docs/design.md §14), on the same DATA_DIR /
 * DATABASE_URL as the server:
 *
 *   npm run -s content -- importmap          regenerate Payload's admin import map
 *   npm run -s content -- migration NAME     write a migration for the current collections, for
 *                                            SQLite, or for PostgreSQL with DATABASE_URL set
 */
import nextEnv from '@next/env';

const usage = `Usage:
  npm run -s content -- importmap
  npm run -s content -- migration NAME   (SQLite; with DATABASE_URL set: PostgreSQL)`;

async function main([command, name]: string[]): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  // Loaded here: the configuration is an ES module whose dependencies use top-level await.
  const { default: configPromise } = await import('../lib/content/payload.config');
  const config = await configPromise;
  const payload = await import('payload');
  if (command === 'importmap') {
    await payload.generateImportMap(config, { log: true, force: true });
    return 0;
  }
  if (command === 'migration' && name) {
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
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
