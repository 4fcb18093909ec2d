'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue } from 'react';
import { createPortal } from 'react-dom';
import { useLeadCapture } from '@/components/lead-capture/lead-capture-context';
import { registerModalPreload } from '@/components/lead-capture/modal-preload';
import type { SpotStart } from './spot-modal';

// The wizard and its phone widget load at idle or on intent (modal-preload.ts); the calendar and
// Stripe with their steps.
const SpotModal = dynamic(() => import('./spot-modal').then((module) => module.SpotModal));
registerModalPreload('spot', () => import('./spot-modal'));

/**
 * Where a club page (or /success) mounts the spot modal, inside the `SpotModal` messages that only
 * such pages carry; shown over the page like the other modals, in a transition (lead-capture-provider.tsx).
 */
export function SpotHost({ start }: { start?: SpotStart }) {
  const open = useDeferredValue(useLeadCapture((state) => state.currentModal === 'spot'));
  return open ? createPortal(<SpotModal start={start} />, document.body) : null;
}
