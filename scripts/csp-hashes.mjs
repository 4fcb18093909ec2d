// After `next build`: the sha256 of every inline script of every prerendered page, so the proxy
// can allow exactly those in each page's Content-Security-Policy while the pages stay static.
// Generic on purpose: any page, any locale, any script a later change adds is picked up.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const appDir = path.join('.next', 'server', 'app');
const output = path.join('.next', 'csp-script-hashes.json');

// Types the browser executes; data blocks (application/ld+json, application/json) are not scripts.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP hash sources of an HTML document's inline scripts, in document order, unique. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE.has(type) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const pages = {};
for (const file of htmlFiles(appDir)) {
  // .next/server/app/de/careers.html is what the proxy rewrites /de/careers to.
  const route = `/${path.relative(appDir, file).slice(0, -'.html'.length).split(path.sep).join('/')}`;
  pages[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
}
const count = Object.keys(pages).length;
if (count === 0) throw new Error(`No prerendered pages under ${appDir}: run next build first.`);
writeFileSync(output, `${JSON.stringify({ pages })}\n`);
console.log(`CSP script hashes of ${count} prerendered pages written to ${output}`);
