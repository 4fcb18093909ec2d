import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { RESOURCE_CSP, staticSecurityHeaders, thirdPartiesFromEnv } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  serverExternalPackages: ['better-sqlite3'],
  async headers() {
    return [
      {
        // Every answer; proxy.ts replaces the policy on pages with one that allows their scripts.
        source: '/:path*',
        headers: [
          ...staticSecurityHeaders(thirdPartiesFromEnv()),
          { key: 'Content-Security-Policy', value: RESOURCE_CSP },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
