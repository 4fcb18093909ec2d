'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsRequested } from '@/lib/client/toast';

const Toaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), {
  ssr: false,
});

/** Mounts react-hot-toast's <Toaster> once the first toast is asked for (lib/client/toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  if (!requested) return null;
  return <Toaster position="bottom-right" toastOptions={{ duration: 3000 }} />;
}
