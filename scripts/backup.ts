/**
 * A backup of everything the site needs to come back, while it runs (docs/design.md §15):
 * the lead database (SQLite's online backup, or pg_dump with DATABASE_URL), the CVs, the mail and
 * the secrets under DATA_DIR, as one .tar. Reads DATA_DIR / DATABASE_URL like the server.
 *
 *   npm run -s backup -- FILE
 */
import { loadEnvConfig } from '@next/env';
import { backup } from '@/lib/server/privacy/backup';

const usage = 'Usage: npm run -s backup -- FILE   (a .tar of the database, files and secrets)';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const [file, ...rest] = argv;
  if (!file || rest.length) {
    console.error(usage);
    return 2;
  }
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const manifest = await backup(file);
  console.log(`Backed up the ${manifest.store} store and ${manifest.files} file(s) to ${file}.`);
  return 0;
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    console.error(error);
    return 2;
  })
  .then((code) => {
    process.exitCode = code;
  });
