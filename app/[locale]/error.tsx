'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/error/error-view';
import { AppLink } from '@/components/navigation/app-link';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('ErrorPage');

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
          <AppLink href="/" className="button button-primary">
            {t('home')}
          </AppLink>
        }
      />
    </main>
  );
}
