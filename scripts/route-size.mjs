// Prints each route's first-load JavaScript, gzipped, from the build's diagnostics
// (Next 16 no longer prints First Load JS). Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'));
const only = process.argv[2];
for (const { route, firstLoadChunkPaths } of stats) {
  if (only && route !== only) continue;
  const gzip = firstLoadChunkPaths.reduce(
    (sum, file) => sum + gzipSync(readFileSync(file)).length,
    0,
  );
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} kB  ${route}`);
}
