import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';

/** Pages without a dark hero: the header is solid instead of transparent. */
export default function SimpleMenuLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <Header variant="solid" />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}
