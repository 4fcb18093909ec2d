import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/error/not-found-view';
import { enterLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('notFound'), robots: { index: false } };
}

/** The localized 404: the proxy serves it, with status 404, for every path that is not a page. */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  await enterLocale(params);
  return <NotFoundView />;
}
