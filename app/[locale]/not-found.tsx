import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { ErrorView } from '@/components/error/error-view';
import { AppLink } from '@/components/navigation/app-link';

export default async function NotFound() {
  const t = await getTranslations('ErrorPage');
  return (
    <>
      <Header variant="solid" />
      <main id="main">
        <ErrorView
          status={404}
          title={t('notFound')}
          text={t('text')}
          action={
            <AppLink href="/" className="button button-primary">
              {t('home')}
            </AppLink>
          }
        />
      </main>
      <Footer />
    </>
  );
}
