import { enterLocale } from '@/lib/i18n/request-locale';
import { Header } from '@/components/layout/header';
import { ContactBar } from '@/components/layout/contact-bar';
import { Footer } from '@/components/layout/footer';

/** Pages without a dark hero: the header is solid instead of transparent. */
export default async function SimpleMenuLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <Header variant="solid" />
      <main id="main">{children}</main>
      <Footer />
      <ContactBar />
    </>
  );
}
