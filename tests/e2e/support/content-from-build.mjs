// Gives an end-to-end server's DATA_DIR the content database and images the build was seeded
// with (./data, `npm run build`), so every server shows the pages the build prerendered without
// seeding its own (lib/content/seed.ts has its integration test). Replaces what a run left.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const [target] = process.argv.slice(2);
if (!target) throw new Error('Usage: node content-from-build.mjs DATA_DIR');
const source = './data';
mkdirSync(target, { recursive: true });
for (const name of ['content.sqlite', 'content.sqlite-wal', 'content.sqlite-shm', 'media']) {
  rmSync(path.join(target, name), { recursive: true, force: true });
  if (existsSync(path.join(source, name)))
    cpSync(path.join(source, name), path.join(target, name), { recursive: true });
}
