import { enterLocale } from '@/lib/i18n/request-locale';
import { Header } from '@/components/layout/header';
import { ContactBar } from '@/components/layout/contact-bar';
import { SimpleFooter } from '@/components/layout/simple-footer';

/** Legal texts and short form pages: a solid header and only the logo and copyright below. */
export default async function SimpleFooterLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <Header variant="solid" />
      <main id="main">{children}</main>
      <SimpleFooter />
      <ContactBar />
    </>
  );
}
