/**
 * Restores a backup made by `npm run -s backup` into an empty DATA_DIR (and, with DATABASE_URL,
 * an empty database) (docs/design.md §15). Refuses anything else, changing nothing.
 *
 *   npm run -s restore -- FILE
 */
import { restore, RestoreRefused } from '@/lib/server/privacy/backup';
import { fileArgument, loadEnv, runCli } from './support/cli';

const usage =
  'Usage: npm run -s restore -- FILE   (into an empty DATA_DIR; with DATABASE_URL, an empty database)';

async function main(argv: string[]): Promise<number> {
  const file = fileArgument(argv, usage);
  loadEnv();
  const manifest = await restore(file);
  console.log(
    `Restored the ${manifest.store} store and ${manifest.files} file(s) of ${manifest.createdAt}.`,
  );
  return 0;
}

runCli(main, { usage, prefix: 'restore: ', told: [[RestoreRefused, 1]] });
