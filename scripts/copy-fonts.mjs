// Korean needs ~120 unicode-range font files and 88 kB of @font-face rules: rather than ship those
// rules to every visitor, copy them to public/fonts/kr and link them from Korean pages only.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'node_modules/@fontsource-variable/noto-sans-kr');
const target = join(root, 'public/fonts/kr');

mkdirSync(join(target, 'files'), { recursive: true });
const css = readFileSync(join(source, 'wght.css'), 'utf8');
const used = [...css.matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((m) => m[1]);
for (const file of used) cpSync(join(source, 'files', file), join(target, 'files', file));
writeFileSync(join(target, 'noto-sans-kr.css'), css);
console.log(`copy-fonts: ${used.length} Korean font files into public/fonts/kr`);
