import { enterLocale } from '@/lib/i18n/request-locale';
/** No chrome at all: a campaign video page where the only way forward is the call to action. */
export default async function EmptyLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return <main id="main">{children}</main>;
}
