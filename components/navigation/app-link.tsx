'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { defaultLocale, isLocale, localizedHref } from '@/lib/i18n/locales';
import {
  PREFETCH_IDLE_MS,
  prefetchAllowed,
  type ConnectionInfo,
} from '@/lib/client/prefetch-policy';

let ready = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1 && !ready) {
    window.setTimeout(() => {
      const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
      ready = prefetchAllowed(connection);
      listeners.forEach((l) => l());
    }, PREFETCH_IDLE_MS);
  }
  return () => listeners.delete(listener);
}

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A localized link (the page's language prefix added to a site path) that prefetches only after
 * the page is idle and never on 2g or data-saver. Built on next/link rather than next-intl's Link,
 * which would bring next-intl's client runtime into every page's first load.
 */
export function AppLink({ href, ...props }: Props) {
  const { locale } = useParams<{ locale?: string }>();
  const canPrefetch = useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
  return (
    <Link
      prefetch={canPrefetch ? undefined : false}
      {...props}
      href={localizedHref(isLocale(locale) ? locale : defaultLocale, href)}
    />
  );
}
