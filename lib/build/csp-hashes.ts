import { createHash } from 'node:crypto';

// Types the browser executes; data blocks (application/ld+json, application/json) are not scripts.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources of an HTML document's inline scripts, in document order, unique: the proxy
 * allows exactly those in each prerendered page's Content-Security-Policy while the pages stay
 * static. Generic on purpose: any page, any locale, any script a later change adds is picked up.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE.has(type) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
