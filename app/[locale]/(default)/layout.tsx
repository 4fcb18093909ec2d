import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';

export default function DefaultLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
