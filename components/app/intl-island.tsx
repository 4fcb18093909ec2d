'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';

export type IslandIntl = { locale: string; timeZone: string; messages: AbstractIntlMessages };

const IslandIntlContext = createContext<IslandIntl | null>(null);

/**
 * Holds the messages a page's lazily loaded modals and forms will need, without next-intl's
 * provider and formatter (12 kB): those load with the first modal or form (with-intl.tsx).
 * A nested one replaces the outer one's messages, like NextIntlClientProvider.
 */
export function IntlIsland({ children, ...intl }: IslandIntl & { children: ReactNode }) {
  return <IslandIntlContext.Provider value={intl}>{children}</IslandIntlContext.Provider>;
}

export function useIslandIntl(): IslandIntl {
  const intl = useContext(IslandIntlContext);
  if (!intl) throw new Error('useIslandIntl needs an IntlIsland');
  return intl;
}

/** A `dynamic()` loader for a component that reads messages: next-intl loads along with it. */
export function loadWithIntl<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return () =>
    Promise.all([load(), import('./with-intl')]).then(([Component, intl]) =>
      intl.withIntl(Component),
    );
}
