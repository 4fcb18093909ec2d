import { Header } from '@/components/layout/header';
import { SimpleFooter } from '@/components/layout/simple-footer';

/** Legal texts and short form pages: a solid header and only the logo and copyright below. */
export default function SimpleFooterLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <Header variant="solid" />
      <main id="main">{children}</main>
      <SimpleFooter />
    </>
  );
}
