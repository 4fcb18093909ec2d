'use client';

import { useMemo } from 'react';
import { preloadable } from '@/components/app/preloadable';
import { ModalHost } from '@/components/lead-capture/modal-host';
import { registerModalPreload } from '@/components/lead-capture/modal-preload';
import type { SpotStart } from './spot-modal';

// The wizard and its phone widget load at idle or on intent (modal-preload.ts); the calendar and
// Stripe with their steps.
const SpotModal = preloadable(() => import('./spot-modal').then((module) => module.SpotModal));
registerModalPreload('spot', SpotModal.preload);

/**
 * Where a club page (or /success) mounts the spot modal, inside the `SpotModal` messages that only
 * such pages carry; shown over the page like the other modals (lead-capture-provider.tsx).
 */
export function SpotHost({ start }: { start?: SpotStart }) {
  const props = useMemo(() => ({ start }), [start]);
  return <ModalHost modal="spot" component={SpotModal} props={props} portal />;
}
