import { enterLocale } from '@/lib/i18n/request-locale';
import { Header } from '@/components/layout/header';
import { ContactBar } from '@/components/layout/contact-bar';
import { Footer } from '@/components/layout/footer';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <ContactBar />
    </>
  );
}
