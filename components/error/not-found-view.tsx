import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { AppLink } from '@/components/app/client-chrome';

/** The localized 404's content, for the proxy's page-not-found page and notFound() alike. */
export async function NotFoundView() {
  const t = await getTranslations('ErrorPage');
  return (
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
  );
}
