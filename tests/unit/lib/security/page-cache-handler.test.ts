import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import PageCacheHandler, {
  inlineScriptHashes,
  withScriptPolicy,
} from '@/lib/security/page-cache-handler.mjs';
import { providePagePolicy } from '@/lib/security/page-policy';
// The file system Next gives its cache handler in `next start`.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const page = (payload: string) =>
  [
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
    '<script>window.dataLayer=[]</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
    '<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>',
    `<script>self.__next_f.push([1,"${payload}"])</script>`,
    '<script>window.dataLayer=[]</script></body></html>',
  ].join('');

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, in document order; data blocks and files are not scripts', () => {
    expect(inlineScriptHashes(page('a'))).toEqual([
      sha('window.dataLayer=[]'),
      sha('(globalThis.TURBOPACK=[]).push({})'),
      sha('self.__next_f.push([1,"a"])'),
    ]);
  });
});

describe('withScriptPolicy', () => {
  providePagePolicy();

  it("gives a page the site's policy with exactly its inline scripts, never 'unsafe-inline'", () => {
    const value = { kind: 'APP_PAGE', html: page('a'), headers: { 'x-nextjs-stale-time': '300' } };
    withScriptPolicy(value);
    const policy = value.headers['content-security-policy' as keyof typeof value.headers];
    expect(value.headers['x-nextjs-stale-time']).toBe('300');
    expect(scriptSources(policy)).toEqual(["'self'", ...inlineScriptHashes(page('a'))]);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('follows the HTML: a page rendered again with other data gets the hash of its new payload', () => {
    const first = withScriptPolicy({ kind: 'APP_PAGE', html: page('a') });
    const again = withScriptPolicy({ kind: 'APP_PAGE', html: page('b') });
    const sources = (value: { headers?: Record<string, string> }) =>
      scriptSources(value.headers?.['content-security-policy'] ?? '');
    expect(sources(again)).toContain(sha('self.__next_f.push([1,"b"])'));
    expect(sources(again)).not.toContain(sha('self.__next_f.push([1,"a"])'));
    expect(sources(first)).toContain(sha('self.__next_f.push([1,"a"])'));
  });

  it('replaces a policy stored with the entry by one of this HTML', () => {
    const value = {
      kind: 'APP_PAGE',
      html: page('a'),
      headers: { 'content-security-policy': "script-src 'unsafe-inline'" },
    };
    withScriptPolicy(value);
    expect(scriptSources(value.headers['content-security-policy'])).toEqual([
      "'self'",
      ...inlineScriptHashes(page('a')),
    ]);
  });

  it('leaves route handlers, fetches and images alone', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {} };
    expect(withScriptPolicy(route)).toEqual({
      kind: 'APP_ROUTE',
      body: Buffer.from('{}'),
      headers: {},
    });
    expect(withScriptPolicy(null)).toBeNull();
  });
});

describe('PageCacheHandler', () => {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));
  const handler = () => new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true });

  it('stores a page regenerated at run time with its policy and serves it with it', async () => {
    const data = {
      kind: 'APP_PAGE',
      html: page('regenerated'),
      rscData: Buffer.from('rsc'),
      headers: {},
      status: 200,
      segmentData: undefined,
      postponed: undefined,
    };
    await handler().set('/de/careers', data, {
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
      cacheControl: { revalidate: 1, expire: 60 },
    });
    // The response Next sends after set() reads the same entry's headers.
    expect(scriptSources(data.headers['content-security-policy' as never])).toContain(
      sha('self.__next_f.push([1,"regenerated"])'),
    );
    const entry = await handler().get('/de/careers', {
      kind: 'APP_PAGE',
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(entry?.value?.html).toBe(page('regenerated'));
    expect(scriptSources(entry?.value?.headers['content-security-policy'] ?? '')).toContain(
      sha('self.__next_f.push([1,"regenerated"])'),
    );
  });
});
