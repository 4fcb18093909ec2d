/**
 * A production build bakes SITE_URL into every canonical link, hreflang alternate, sitemap entry
 * and Open Graph URL; without it they all point at localhost, so the build says so, loudly.
 */
export function siteUrlWarning(env: Record<string, string | undefined>): string | undefined {
  if (env.SITE_URL?.trim()) return undefined;
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! SITE_URL is not set: canonical links, hreflang alternates, the sitemap and Open Graph',
    '!! URLs of this build point at http://localhost:3000. Search engines would index localhost.',
    '!! Rebuild with SITE_URL=https://your-domain for production.',
    rule,
  ].join('\n');
}
