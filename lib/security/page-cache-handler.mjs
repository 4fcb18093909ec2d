// next.config.ts `cacheHandler`: Next's own file-system cache, plus each page's script policy.
//
// Next serves every prerendered or regenerated page from its incremental cache: the HTML built by
// `next build` is read through get(), a page regenerated at run time (revalidate, revalidatePath)
// goes through set() before it is served. Both see the exact HTML the visitor gets, so here, and
// nowhere else, each page's Content-Security-Policy allows precisely its inline scripts by hash
// (Next's flight data `self.__next_f.push(…)`, its Turbopack bootstrap, the consent defaults).
// Next sends a cache entry's `headers` with the page. Next offers no nonce on a static page and its
// `experimental.sri` covers only the external chunks (docs/design.md §14).
//
// Plain JavaScript: Next loads this file with Node's import() at run time, uncompiled.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {new (ctx: unknown) => { get(...args: unknown[]): Promise<any>; set(key: string, data: any, ctx: unknown): Promise<void>; revalidateTag(tags: string | string[], durations?: unknown): Promise<void> }} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** The slot lib/security/page-policy.ts fills at server start (instrumentation.ts). */
const POLICY_SLOT = Symbol.for('meridian-gate.page-script-policy');
const HEADER = 'content-security-policy';
// Types the browser executes; data blocks (application/ld+json, application/json) are not scripts.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources of an HTML document's inline scripts, in document order, unique. Generic on
 * purpose: any page, any locale, any script a later change adds is picked up.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
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

/**
 * The policy of a page whose inline scripts have these hashes: the site's own (registered at
 * start); without it a strict one of the scripts alone, so a page is never served unprotected.
 * @param {string[]} hashes
 */
function policyFor(hashes) {
  const registered = /** @type {any} */ (globalThis)[POLICY_SLOT];
  if (typeof registered === 'function') return registered(hashes);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Entries given their policy by this process: Next's memory cache hands out the same object. */
const given = new WeakSet();

/**
 * Gives a cached page its policy, in place (the response Next sends on a cache miss shares the
 * headers object with the entry it stores), computed once per entry and never read back from disk
 * (a policy stored with an entry may predate this process's). Anything else is left alone.
 * @param {any} value an incremental cache value
 */
export function withScriptPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || given.has(value))
    return value;
  value.headers = { ...value.headers, [HEADER]: policyFor(inlineScriptHashes(value.html)) };
  given.add(value);
  return value;
}

/**
 * How long after a change its pages are marked stale a second time: a page render already running
 * when the change came has ended by then (they take well under a second; seconds on a busy machine).
 */
export const RENDER_RACE_MS = 3_000;

export default class PageCacheHandler extends FileSystemCache {
  /**
   * Marks the tags stale (revalidatePath names a route by its tag), then again after
   * RENDER_RACE_MS. A render that began before the change ends after it, and Next stores its page,
   * made from the old content, as newer than the change: served as fresh for the page's whole
   * revalidate period (30 s for listings) where staff are promised 5 s. The second mark sends such
   * a page back for one more render; a page rendered after the change only renders once more.
   * @param {string | string[]} tags
   * @param {unknown} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    setTimeout(() => void super.revalidateTag(tags, durations), RENDER_RACE_MS).unref();
  }

  /** @param {unknown[]} args */
  async get(...args) {
    const entry = await super.get(...args);
    withScriptPolicy(entry?.value);
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    withScriptPolicy(data);
    return super.set(key, data, ctx);
  }
}
