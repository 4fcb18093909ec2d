// After `next build` (the `postbuild` script), one pass over the prerendered pages:
// - each page starts Next's framework chunks once it has painted, and those chunks carry V8's
//   compile hint (lib/build/paint-first.ts says why);
// - the sha256 of each page's inline scripts, the starter included, goes to
//   .next/csp-script-hashes.json, so the proxy allows exactly those (lib/build/csp-hashes.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '@/lib/build/csp-hashes';
import { paintFirst, startsPaintFirst, withCompileHint } from '@/lib/build/paint-first';

const appDir = path.join('.next', 'server', 'app');
const hashesFile = path.join('.next', 'csp-script-hashes.json');

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const hashes: Record<string, string[]> = {};
const chunks = new Set<string>();
let paintingFirst = 0;
for (const file of htmlFiles(appDir)) {
  const { page, chunks: started } = paintFirst(readFileSync(file, 'utf8'));
  if (started.length > 0) writeFileSync(file, page);
  for (const chunk of started) chunks.add(chunk);
  if (startsPaintFirst(page)) paintingFirst += 1;
  // .next/server/app/de/careers.html is what the proxy rewrites /de/careers to.
  const route = `/${path.relative(appDir, file).slice(0, -'.html'.length).split(path.sep).join('/')}`;
  hashes[route] = inlineScriptHashes(page);
}
const count = Object.keys(hashes).length;
if (count === 0) throw new Error(`No prerendered pages under ${appDir}: run next build first.`);
if (paintingFirst === 0)
  throw new Error(`No prerendered page under ${appDir} loads Next's chunks.`);

for (const chunk of chunks) {
  // /_next/static/chunks/x.js is served from .next/static/chunks/x.js.
  const file = path.join('.next', chunk.replace(/^\/_next\//, ''));
  writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
}
writeFileSync(hashesFile, `${JSON.stringify({ pages: hashes })}\n`);
console.log(
  `${paintingFirst} prerendered pages start Next's chunks once painted; ${chunks.size} chunks compile eagerly`,
);
console.log(`CSP script hashes of ${count} prerendered pages written to ${hashesFile}`);
