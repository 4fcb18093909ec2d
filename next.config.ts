import { availableParallelism } from 'node:os';
import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import packageJson from './package.json';
import { siteUrlWarning } from './lib/build/site-url-warning';
import { RESOURCE_CSP, staticSecurityHeaders, thirdPartiesFromEnv } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * The react-email parts the templates use (emails/) and its renderer: every
 * `@react-email/` package the site depends on, so a part added to package.json is external too.
 */
const mailPackages = Object.keys(packageJson.dependencies).filter((name) =>
  name.startsWith('@react-email/'),
);

/**
 * The answers that are not pages (API, Next's files, the lead service, files with an extension):
 * they get `default-src 'none'`. Pages get theirs from the page cache or the proxy.
 */
const RESOURCE_PATHS = [
  '/api/:path*',
  '/_next/:path*',
  '/_vercel/:path*',
  '/:path(postback.*)',
  '/:path(started_chat.*)',
  '/:path(.*\\..*)',
];

/** The test-only page regenerated at run time (app/[locale]/(empty)/regenerated-e2e, lib/pages.ts). */
const regeneratedTestPage = process.env.E2E_REGENERATED_PAGE === '1';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // Prerendering's workers: Next leaves a core free by default, so a 2-core CI machine rendered
    // the 827 pages with one.
    cpus: availableParallelism(),
    // A fresh clone (CI) never reads Turbopack's build cache back; writing it cost 27 s there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Every prerendered or regenerated page leaves Next's cache with a script policy that allows
  // exactly its inline scripts by hash (docs/design.md §14, README "Content-Security-Policy").
  cacheHandler: path.resolve('lib/security/page-cache-handler.mjs'),
  pageExtensions: regeneratedTestPage ? ['tsx', 'ts', 'e2e.tsx'] : ['tsx', 'ts'],
  reactStrictMode: true,
  images: {
    // Next's optimizer serves every image (the loader stays 'default'); the loader only writes
    // the site's pictures' URLs short (lib/images/loader.ts).
    loaderFile: './lib/images/loader.ts',
    formats: ['image/avif', 'image/webp'],
    // A 390 px phone at DPR 2–3 picks 828 or 1200; fewer candidates keep every page's HTML lighter.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [384],
  },
  // The e-mail renderer loads react-dom/server, which the route handlers' react-server bundle
  // refuses; required by Node at run time it gets the ordinary React (docs/design.md §10). Each
  // react-email part on its own: the `@react-email/components` barrel loaded every part, Prism and
  // Tailwind's compiler included, when the lead route first loaded (~550 ms against ~150).
  serverExternalPackages: ['better-sqlite3', ...mailPackages, 'nodemailer'],
  // The lead store, CVs and mail files live under DATA_DIR (./data by default) and are written at
  // run time; file tracing matched them by name (leads.sqlite, uploads/) into every route that
  // opens the store. They are personal data and never part of a deployment.
  outputFileTracingExcludes: { '*': ['data/**', 'tests/**'] },
  // `npm test` has run `tsc --noEmit` on the same code before it builds (12 s saved per run).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  async rewrites() {
    // The short image URLs of lib/images/loader.ts, served by next/image's optimizer.
    return [{ source: '/img/:path*', destination: '/_next/image?url=/images/:path*&q=75' }];
  },
  async headers() {
    return [
      // Every answer.
      { source: '/:path*', headers: staticSecurityHeaders(thirdPartiesFromEnv()) },
      // The fonts are named by their content's hash (lib/fonts/preloaded-fonts.ts): kept a year.
      {
        source: '/fonts/:file',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // Exactly one policy each: a page's own comes with it (two would both be enforced).
      ...RESOURCE_PATHS.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: RESOURCE_CSP }],
      })),
    ];
  },
};

export default function config(phase: string): NextConfig {
  // Only `next build` bakes the origin into pages; dev and tests are right to use localhost.
  const warning = phase === PHASE_PRODUCTION_BUILD ? siteUrlWarning(process.env) : undefined;
  if (warning) console.warn(`\n${warning}\n`);
  return contentEditorOnly(
    withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
  );
}

/**
 * withPayload adds its colour-scheme client hints (Accept-CH, Critical-CH, Vary) to every path;
 * Critical-CH makes Chromium fetch a public page twice and Vary splits the CDN's cache. They belong
 * to Payload's admin only (/admin/content).
 */
function contentEditorOnly(config: NextConfig): NextConfig {
  const headers = config.headers;
  if (!headers) return config;
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...rule, source: '/admin/content/:path*' }
          : rule,
      );
    },
  };
}
