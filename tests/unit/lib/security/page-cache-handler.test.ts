import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import PageCacheHandler, {
  inlineScriptHashes,
  RENDER_RACE_MS,
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
  it('marks a changed page stale again once a render begun before the change has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout'] });
    try {
      const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
      // With the memory cache of `next start` (its default size), which keeps each set's time.
      const handler = () =>
        new PageCacheHandler({
          fs: nodeFs,
          serverDistDir,
          flushToDisk: true,
          maxMemoryCacheSize: 50 * 1024 * 1024,
        });
      const tag = '_N_T_/[locale]/(default)/properties/page';
      const rendered = (payload: string) => ({
        kind: 'APP_PAGE',
        html: page(payload),
        rscData: Buffer.from('rsc'),
        headers: { 'x-next-cache-tags': tag },
        status: 200,
      });
      // A listing is published while a regeneration of /de/properties is under way…
      await handler().revalidateTag([tag]);
      vi.advanceTimersByTime(400);
      // …which then stores the page it made from the old content, dated after the change.
      await handler().set('/de/properties', rendered('old'), {
        ...ctx,
        cacheControl: { revalidate: 30, expire: 3600 },
      });
      expect((await handler().get('/de/properties', ctx))?.value?.html).toBe(page('old'));
      // Once such a render has ended, the change marks its pages again: the next visit renders.
      vi.advanceTimersByTime(RENDER_RACE_MS);
      expect(await handler().get('/de/properties', ctx)).toBeNull();
      // And what that visit renders is kept.
      await handler().set('/de/properties', rendered('new'), {
        ...ctx,
        cacheControl: { revalidate: 30, expire: 3600 },
      });
      vi.advanceTimersByTime(RENDER_RACE_MS);
      expect((await handler().get('/de/properties', ctx))?.value?.html).toBe(page('new'));
    } finally {
      vi.useRealTimers();
    }
  });
});
