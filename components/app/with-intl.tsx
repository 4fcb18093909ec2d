'use client';

import { useEffect, useMemo, type ComponentType } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { prepareToasts } from '@/lib/client/toast';
import { useIslandIntl } from './intl-island';

/** The fetched words, checked as next-intl takes them: strings, or records of them, nested. */
function isMessages(value: unknown): value is AbstractIntlMessages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || isMessages(entry));
}

/**
 * Gives a lazily loaded component next-intl, with the fetched forms' words (load-with-intl.ts)
 * under the messages of the nearest IntlIsland. Import this module only inside a `lazyPart()`
 * loader, so the provider stays out of the first load.
 */
export function withIntl<Props extends object>(Component: ComponentType<Props>, fetched: unknown) {
  // Checked without zod, which loads with the forms' validation on intent (lib/client/validation.ts).
  if (!isMessages(fetched)) throw new Error("The forms' words are not messages");
  const fetchedMessages = fetched;
  function WithIntl(props: Props) {
    const { locale, timeZone, messages } = useIslandIntl();
    const merged = useMemo(() => ({ ...fetchedMessages, ...messages }), [messages]);
    // Every form and modal may toast, perhaps offline ("it will be sent"): load toasts while online.
    useEffect(() => {
      prepareToasts().catch(() => undefined);
    }, []);
    return (
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  }
  return WithIntl;
}
