import { PartnersFooter, PartnersHeader } from '@/components/layout/partners-chrome';

export default function PartnersLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <PartnersHeader />
      <main id="main">{children}</main>
      <PartnersFooter />
    </>
  );
}
