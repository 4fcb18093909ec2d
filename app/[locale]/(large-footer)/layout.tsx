import { enterLocale } from '@/lib/i18n/request-locale';
import { Header } from '@/components/layout/header';
import { ContactBar } from '@/components/layout/contact-bar';
import { Footer } from '@/components/layout/footer';
import { ExitGuard } from '@/components/app/exit-guard';

/** Campaign landing pages: the large footer, and `?exit=1` keeps the visitor on the page. */
export default async function LargeFooterLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer size="large" />
      <ContactBar />
      <ExitGuard />
    </>
  );
}
