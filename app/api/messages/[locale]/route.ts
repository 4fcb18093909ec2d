import { isLocale, locales } from '@/lib/i18n/locales';
import { fetchedNamespaces } from '@/lib/i18n/client-messages';
import type { Copy } from '@/lib/i18n/messages';

// One JSON file per language, written at build time: the request-call modal's and form's words.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * `GET /api/messages/xx` → the namespaces every page's lazily loaded forms read (fetchedNamespaces),
 * fetched with their code instead of riding in every page's HTML (issue 10: HTML weight).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/messages/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ message: 'Not found' }, { status: 404 });
  const messages: Copy = (await import(`@/messages/${locale}.json`)).default;
  return Response.json(
    Object.fromEntries(fetchedNamespaces.map((namespace) => [namespace, messages[namespace]])),
  );
}
