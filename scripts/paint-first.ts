// After `next build` (postbuild, before the CSP hashes): every prerendered page starts Next's
// framework chunks once it has painted, and those chunks carry V8's compile hint
// (lib/build/paint-first.ts says why).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paintFirst, startsPaintFirst, withCompileHint } from '@/lib/build/paint-first';

const appDir = path.join('.next', 'server', 'app');

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

let pages = 0;
const chunks = new Set<string>();
for (const file of htmlFiles(appDir)) {
  const { page, chunks: started } = paintFirst(readFileSync(file, 'utf8'));
  if (started.length > 0) writeFileSync(file, page);
  if (startsPaintFirst(page)) pages += 1;
  for (const chunk of started) chunks.add(chunk);
}
if (pages === 0) throw new Error(`No prerendered page under ${appDir} loads Next's chunks.`);

for (const chunk of chunks) {
  // /_next/static/chunks/x.js is served from .next/static/chunks/x.js.
  const file = path.join('.next', chunk.replace(/^\/_next\//, ''));
  writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
}
console.log(
  `${pages} prerendered pages start Next's chunks once painted; ${chunks.size} chunks compile eagerly`,
);
