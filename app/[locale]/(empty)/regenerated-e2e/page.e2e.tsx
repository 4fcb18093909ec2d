import { enterLocale } from '@/lib/i18n/request-locale';

/**
 * Test-only (built when E2E_REGENERATED_PAGE=1, next.config.ts `pageExtensions`): a page Next
 * regenerates at run time, a second after each render, so tests/e2e/security-headers.spec.ts sees
 * the script policy of HTML that `next build` never wrote.
 */
export const revalidate = 1;

export default async function RegeneratedPage({ params }: { params: Promise<{ locale: string }> }) {
  await enterLocale(params);
  return <p id="rendered-at">{new Date().toISOString()}</p>;
}
