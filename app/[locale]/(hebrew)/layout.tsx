import { HebrewFooter, HebrewHeader } from '@/components/layout/hebrew-chrome';

export default function HebrewLayout({ children }: LayoutProps<'/[locale]'>) {
  return (
    <>
      <HebrewHeader />
      <main id="main">{children}</main>
      <HebrewFooter />
    </>
  );
}
