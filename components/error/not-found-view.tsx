import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { localizedPath } from '@/lib/i18n/locales';

/**
 * The localized 404's content, for the proxy's page-not-found page and notFound() alike. Its way
 * home is a plain link, a fresh load after the miss: app/[locale]/not-found.tsx is a boundary of
 * every page, and Turbopack loads a boundary's client code beside the layouts' rather than once
 * with them, so next-intl's Link here put its code and the language list in every first load
 * twice (6.1 kB gzip, `npm run size`).
 */
export async function NotFoundView() {
  const t = await getTranslations('ErrorPage');
  const locale = await getLocale();
  return (
    <ErrorView
      status={404}
      title={t('notFound')}
      text={t('text')}
      action={
        <a href={localizedPath(locale, '/')} className="button button-primary">
          {t('home')}
        </a>
      }
    />
  );
}
