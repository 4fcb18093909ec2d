/**
 * Retention once, from a shell (docs/design.md §15): what the server's hourly job does, now.
 * Reads DATA_DIR / DATABASE_URL and the RETENTION_* settings like the server, also from .env files.
 *
 *   npm run -s retention
 */
import { runRetention } from '@/lib/server/privacy/retention';
import { loadEnv, runCli } from './support/cli';

const usage = 'Usage: npm run -s retention   (deletes or anonymises what is past its period)';

async function main(argv: string[]): Promise<number> {
  if (argv.length) {
    console.log(usage);
    return 2;
  }
  loadEnv();
  const report = await runRetention();
  if (!report) {
    console.error('retention: another instance is running it right now; nothing done.');
    return 1;
  }
  for (const [what, count] of Object.entries(report)) console.log(`${what.padEnd(20)} ${count}`);
  return 0;
}

runCli(main, { usage });
