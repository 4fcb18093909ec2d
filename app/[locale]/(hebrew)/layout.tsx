import { enterLocale } from '@/lib/i18n/request-locale';
import { HebrewFooter, HebrewHeader } from '@/components/layout/hebrew-chrome';
import { ContactBar } from '@/components/layout/contact-bar';
import { site } from '@/lib/site';

export default async function HebrewLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await enterLocale(params);
  return (
    <>
      <HebrewHeader />
      <main id="main">{children}</main>
      <HebrewFooter />
      <ContactBar phone={site.israelPhone} />
    </>
  );
}
