'use client';

import { useEffect, useMemo, type ComponentType } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { z } from 'zod';
import { prepareToasts } from '@/lib/client/toast';
import { useIslandIntl } from './intl-island';

const messagesSchema: z.ZodType<AbstractIntlMessages> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => messagesSchema)]),
);

/**
 * Gives a lazily loaded component next-intl, with the fetched forms' words (load-with-intl.ts)
 * under the messages of the nearest IntlIsland. Import this module only inside a `lazyPart()`
 * loader, so the provider stays out of the first load.
 */
export function withIntl<Props extends object>(Component: ComponentType<Props>, fetched: unknown) {
  const fetchedMessages = messagesSchema.parse(fetched);
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
