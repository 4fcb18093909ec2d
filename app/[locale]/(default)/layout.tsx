import { enterLocale } from '@/lib/i18n/request-locale';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
