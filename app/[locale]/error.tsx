'use client';

import { useEffect } from 'react';
import { useMessages } from 'next-intl';
import { ErrorView } from '@/components/error/error-view';
import { AppLink } from '@/components/navigation/app-link';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';

/** A plain ErrorPage string: read without next-intl's formatter, which every page would then load. */
function errorPageText(group: unknown, key: 'serverError' | 'text' | 'home'): string {
  const value: unknown = group && typeof group === 'object' ? Reflect.get(group, key) : undefined;
  return typeof value === 'string' ? value : key;
}

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const copy = useMessages().ErrorPage;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  return (
    <main id="main">
      <ErrorView
        status={500}
        title={errorPageText(copy, 'serverError')}
        text={errorPageText(copy, 'text')}
        action={
          <AppLink href="/" className="button button-primary">
            {errorPageText(copy, 'home')}
          </AppLink>
        }
      />
    </main>
  );
}
