'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and while the page hydrates, true from then on (no extra render after). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
