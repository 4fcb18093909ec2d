/**
 * Restores a backup made by `npm run -s backup` into an empty DATA_DIR (and, with DATABASE_URL,
 * an empty database) (docs/design.md §15). Refuses anything else, changing nothing.
 *
 *   npm run -s restore -- FILE
 */
import { loadEnvConfig } from '@next/env';
import { restore, RestoreRefused } from '@/lib/server/privacy/backup';

const usage =
  'Usage: npm run -s restore -- FILE   (into an empty DATA_DIR; with DATABASE_URL, an empty database)';

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
  const manifest = await restore(file);
  console.log(
    `Restored the ${manifest.store} store and ${manifest.files} file(s) of ${manifest.createdAt}.`,
  );
  return 0;
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    console.error(error instanceof RestoreRefused ? `restore: ${error.message}` : error);
    return error instanceof RestoreRefused ? 1 : 2;
  })
  .then((code) => {
    process.exitCode = code;
  });
