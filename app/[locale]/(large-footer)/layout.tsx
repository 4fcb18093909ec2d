import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { ExitGuard } from '@/components/app/exit-guard';

/** Campaign landing pages: the large footer, and `?exit=1` keeps the visitor on the page. */
export default function LargeFooterLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer size="large" />
      <ExitGuard />
    </>
  );
}
