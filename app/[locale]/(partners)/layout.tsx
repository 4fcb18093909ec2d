import { enterLocale } from '@/lib/i18n/request-locale';
import { PartnersFooter, PartnersHeader } from '@/components/layout/partners-chrome';
import { ContactBar } from '@/components/layout/contact-bar';

export default async function PartnersLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <PartnersHeader />
      <main id="main">{children}</main>
      <PartnersFooter />
      <ContactBar />
    </>
  );
}
