'use client';

import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

// Type-only imports: next-intl's provider itself stays out of the first load.
type ProviderMessages = ComponentProps<typeof NextIntlClientProvider>['messages'];
export type IslandIntl = { locale: Locale; timeZone: string; messages: ProviderMessages };

const IslandIntlContext = createContext<IslandIntl | null>(null);

/**
 * Holds the messages a page's lazily loaded modals and forms will need on top of the fetched ones
 * (load-with-intl.ts), without next-intl's provider and formatter (12 kB): those load with the
 * first modal or form (with-intl.tsx). A nested one replaces the outer one's messages.
 */
export function IntlIsland({ children, ...intl }: IslandIntl & { children: ReactNode }) {
  return <IslandIntlContext.Provider value={intl}>{children}</IslandIntlContext.Provider>;
}

export function useIslandIntl(): IslandIntl {
  const intl = useContext(IslandIntlContext);
  if (!intl) throw new Error('useIslandIntl needs an IntlIsland');
  return intl;
}
