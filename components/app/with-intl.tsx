'use client';

import type { ComponentType } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { useIslandIntl } from './intl-island';

/**
 * Gives a lazily loaded component next-intl, with the messages of the nearest IntlIsland. Import
 * this module only inside `dynamic(() => …)`, so the provider stays out of the first load.
 */
export function withIntl<Props extends object>(Component: ComponentType<Props>) {
  function WithIntl(props: Props) {
    const { locale, timeZone, messages } = useIslandIntl();
    return (
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  }
  return WithIntl;
}
