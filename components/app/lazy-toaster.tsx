'use client';

import { lazyPart } from './lazy-part';
import { useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsRequested } from '@/lib/client/toast';

const Toaster = lazyPart(() => import('react-hot-toast').then((module) => module.Toaster));

/** Mounts react-hot-toast's <Toaster> once the first toast is asked for (lib/client/toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  if (!requested) return null;
  return <Toaster position="bottom-right" toastOptions={{ duration: 3000 }} />;
}
