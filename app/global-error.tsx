'use client';

import { useEffect, useState } from 'react';
import {
  defaultLocale,
  isLocale,
  localeInfo,
  localizedPath,
  type Locale,
} from '@/lib/i18n/locales';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/client/chunk-reload';
import { ErrorDocument } from '@/components/error/error-document';

type Copy = { fatal: string; home: string };
const english: Copy = {
  fatal: 'An error occurred while showing the error page',
  home: 'Go to homepage',
};

function currentLocale(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The last resort, shown when the page's own layout or error page failed: it cannot rely on the
 * translation provider, so it loads the visitor's message file itself.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale] = useState<Locale>(() =>
    typeof window === 'undefined' ? defaultLocale : currentLocale(),
  );
  const [copy, setCopy] = useState<Copy>(english);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    import(`../messages/${locale}.json`)
      .then((file: { default: { ErrorPage: Copy } }) => setCopy(file.default.ErrorPage))
      .catch(() => setCopy(english));
  }, [error, locale]);

  return (
    <ErrorDocument
      lang={localeInfo[locale].iso}
      dir={localeInfo[locale].dir}
      title={copy.fatal}
      home={{ href: localizedPath(locale, '/'), label: copy.home }}
    />
  );
}
