/**
 * A backup of everything the site needs to come back, while it runs (docs/design.md §15):
 * the lead database (SQLite's online backup, or pg_dump with DATABASE_URL), the CVs, the mail and
 * the secrets under DATA_DIR, as one .tar. Reads DATA_DIR / DATABASE_URL like the server.
 *
 *   npm run -s backup -- FILE
 */
import { backup } from '@/lib/server/privacy/backup';
import { fileArgument, loadEnv, runCli } from './support/cli';

const usage = 'Usage: npm run -s backup -- FILE   (a .tar of the database, files and secrets)';

async function main(argv: string[]): Promise<number> {
  const file = fileArgument(argv, usage);
  loadEnv();
  const manifest = await backup(file);
  console.log(`Backed up the ${manifest.store} store and ${manifest.files} file(s) to ${file}.`);
  return 0;
}

runCli(main, { usage });
