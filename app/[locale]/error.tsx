'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { useIslandIntl } from '@/components/app/intl-island';
import { ErrorView } from '@/components/error/error-view';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';

/** A plain ErrorPage string: read without next-intl's formatter, which every page would then load. */
function errorPageText(group: unknown, key: 'serverError' | 'text' | 'home'): string {
  const value: unknown = group && typeof group === 'object' ? Reflect.get(group, key) : undefined;
  return typeof value === 'string' ? value : key;
}

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const copy = useIslandIntl().messages?.ErrorPage;
  const { locale } = useParams<{ locale?: string }>();

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
          // A full page load, not a client navigation: the app may be what failed.
          <a
            href={localizedPath(isLocale(locale) ? locale : defaultLocale, '/')}
            className="button button-primary"
          >
            {errorPageText(copy, 'home')}
          </a>
        }
      />
    </main>
  );
}
