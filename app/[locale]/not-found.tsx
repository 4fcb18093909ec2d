import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { AppLink } from '@/components/app/client-chrome';

// A notFound() thrown while a visitor navigates in the browser; first requests for unknown paths
// get app/[locale]/(simple-menu)/page-not-found (solid header) from the proxy instead.
export default async function NotFound() {
  const t = await getTranslations('ErrorPage');
  return (
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
  );
}
