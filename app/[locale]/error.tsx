'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error/error-view';
import { localizedPath } from '@/lib/i18n/locales';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  return (
    <main id="main">
      <ErrorView
        status={500}
        title={t('serverError')}
        text={t('text')}
        action={
          // A full page load, not a client navigation: the app may be what failed.
          <a href={localizedPath(locale, '/')} className="button button-primary">
            {t('home')}
          </a>
        }
      />
    </main>
  );
}
