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
  // Mirrored in Arabic and Hebrew: the toasts sit at the corner where lines end (docs/design.md §2).
  const rtl = document.documentElement.dir === 'rtl';
  return (
    <Toaster
      position={rtl ? 'bottom-left' : 'bottom-right'}
      toastOptions={{ duration: 3000, style: { direction: rtl ? 'rtl' : 'ltr' } }}
    />
  );
}
