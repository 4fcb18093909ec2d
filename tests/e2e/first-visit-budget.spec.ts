import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, test } from './fixtures';

/**
 * First visit budget, as a browser measures it (issue 20; docs/design.md §14). `npm run size` adds
 * up what Next's build says a route loads; this counts what a browser fetches on a first visit,
 * from its Resource Timing entries (bytes of each compressed body, as served):
 *
 * - JavaScript asked for before the page is interactive (before the first frame after React has
 *   hydrated the document and run its effects) ≤ 1.20× the framework floor (issue 34: the
 *   difference buys the framework's own parts, next-intl's provider and next/dynamic). The floor
 *   is a bare Next.js + next-intl page (issue 10): the chunks every App Router page loads whatever
 *   it holds (`rootMainFiles` of the build manifest: React, React DOM, Next's router, Turbopack's
 *   runtime, as fetched by this page) plus next-intl's client runtime (`NextIntlClientProvider` and
 *   `useTranslations`, bundled and minified by esbuild, gzipped: ~12 kB).
 * - JavaScript and data fetched until the network is quiet (scripts and what they fetch), the idle
 *   prefetch of the modals included: ≤ 200 kB (issue 20). The idle prefetch holds what makes a form
 *   typeable (the modal, react-hook-form, zod and the schemas the server uses); the phone widget
 *   with libphonenumber comes on intent (modal-preload.ts), links prefetch on intent
 *   (components/navigation/link.tsx), and the retry queue's code only when something is kept.
 *   The document, stylesheets, fonts and images are printed too (fonts have their budget in fonts.spec.ts).
 */
const FLOOR_RATIO = 1.2;
const QUIET_BYTES = 200 * 1024;
/** The network counts as quiet once nothing has been asked for or answered for this long: the
 * modals' idle prefetch waits for the page's first idle moment (modal-preload.ts). */
const QUIET_MS = 3000;

const rootMainFiles: string[] = (
  JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] }
).rootMainFiles.map((file) => `/_next/${file}`);

/** Gzipped bytes of next-intl's client runtime, minified, without React and Next (shared). */
async function nextIntlRuntimeBytes(): Promise<number> {
  const { outputFiles } = await build({
    stdin: {
      contents: "export { NextIntlClientProvider, useTranslations } from 'next-intl';",
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return gzipSync(outputFiles[0]!.contents).length;
}

type Fetched = { path: string; type: string; bytes: number; startTime: number };

declare global {
  interface Window {
    /** performance.now() of the first frame after hydration (set by this spec's init script). */
    __interactiveAt?: number;
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (entries: Fetched[]) => entries.reduce((total, entry) => total + entry.bytes, 0);

// A first visit: no consent choice stored, so the consent banner loads too (after the page).
test.use({ consentChoice: null });

let nextIntlBytes = 0;
test.beforeAll(async () => {
  nextIntlBytes = await nextIntlRuntimeBytes();
});

for (const path of ['/', '/ar', '/dubai-insiders-club', '/ar/properties']) {
  test(`${path}: JavaScript before interactive within ${FLOOR_RATIO}× the framework floor`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      performance.setResourceTimingBufferSize(2000);
      // Interactive: the first frame after React has hydrated the document (and run its effects),
      // as tests/e2e/fixtures.ts waits for it.
      const watch = () => {
        const root = document.documentElement as HTMLElement | null;
        if (root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))) {
          requestAnimationFrame(() =>
            setTimeout(() => (window.__interactiveAt = performance.now())),
          );
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const started = () => ((inFlight += 1), (lastActivity = Date.now()));
    const ended = () => ((inFlight -= 1), (lastActivity = Date.now()));
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);

    await page.goto(path);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, {
        timeout: 30_000,
        intervals: [250],
      })
      .toBe(true);

    const { interactiveAt, fetched } = await page.evaluate(() => ({
      interactiveAt: window.__interactiveAt,
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          type: entry.initiatorType,
          bytes: entry.encodedBodySize,
          startTime: entry.startTime,
        })),
    }));
    if (interactiveAt === undefined) throw new Error('the page never hydrated');

    const scripts = fetched.filter((entry) => entry.path.endsWith('.js'));
    const framework = scripts.filter((entry) => rootMainFiles.includes(entry.path));
    expect(framework.map((entry) => entry.path).sort(), 'the framework chunks').toEqual(
      [...rootMainFiles].sort(),
    );
    const floor = sum(framework) + nextIntlBytes;
    const beforeInteractive = sum(scripts.filter((entry) => entry.startTime < interactiveAt));
    // Scripts and what they fetch (RSC payloads, the forms' words); not the page's own resources.
    const code = fetched.filter((entry) =>
      ['script', 'fetch', 'xmlhttprequest'].includes(entry.type),
    );
    const untilQuiet = sum(code);
    const rest = sum(fetched.filter((entry) => !code.includes(entry)));

    const figure =
      `${path}: JavaScript before interactive ${kB(beforeInteractive)}, ` +
      `×${(beforeInteractive / floor).toFixed(3)} the floor of ${kB(floor)} ` +
      `(Next.js ${kB(sum(framework))} + next-intl ${kB(nextIntlBytes)}); ` +
      `until quiet ${kB(untilQuiet)} of JavaScript and data in ${code.length} requests ` +
      `(budget ${kB(QUIET_BYTES)}), and ${kB(rest)} of document, styles, fonts, images`;
    test.info().annotations.push({ type: 'first-visit', description: figure });
    console.log(figure);

    expect(beforeInteractive).toBeLessThanOrEqual(FLOOR_RATIO * floor);
    expect(untilQuiet).toBeLessThanOrEqual(QUIET_BYTES);
  });
}
