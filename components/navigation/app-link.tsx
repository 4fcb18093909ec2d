'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
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

/** A localized link that prefetches only after the page is idle and never on 2g or data-saver. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const canPrefetch = useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
  return <Link prefetch={canPrefetch ? undefined : false} {...props} />;
}
