'use client';

import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The address's query string, read in the browser. A static page is rendered without one (the
 * server snapshot), so what it filters shows only once the page has hydrated.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** Replaces the query string in place (no new history entry, no navigation) and tells readers. */
export function replaceLocationSearch(query: string) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  listeners.forEach((listener) => listener());
}
