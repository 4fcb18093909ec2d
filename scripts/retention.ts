/**
 * Retention once, from a shell (docs/design.md §15): what the server's hourly job does, now.
 * Reads DATA_DIR / DATABASE_URL and the RETENTION_* settings like the server, also from .env files.
 *
 *   npm run -s retention
 */
import { loadEnvConfig } from '@next/env';
import { closeLeadStore } from '@/lib/server/database/connection';
import { runRetention } from '@/lib/server/privacy/retention';

async function main(argv: string[]): Promise<number> {
  if (argv.length) {
    console.log('Usage: npm run -s retention   (deletes or anonymises what is past its period)');
    return argv.includes('--help') || argv.includes('-h') ? 0 : 2;
  }
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const report = await runRetention();
  if (!report) {
    console.error('retention: another instance is running it right now; nothing done.');
    return 1;
  }
  for (const [what, count] of Object.entries(report)) console.log(`${what.padEnd(20)} ${count}`);
  return 0;
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    console.error(error);
    return 2;
  })
  .then(async (code) => {
    await closeLeadStore();
    process.exitCode = code;
  });
