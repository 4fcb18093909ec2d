'use client';

import dynamic from 'next/dynamic';
import { createPortal } from 'react-dom';
import { loadWithIntl } from '@/components/app/load-with-intl';
import { useLeadCapture } from '@/components/lead-capture/lead-capture-context';
import type { SpotStart } from './spot-modal';

// The wizard, its phone widget, the calendar and Stripe load only when a visitor opens it.
const SpotModal = dynamic(
  loadWithIntl(() => import('./spot-modal').then((module) => module.SpotModal)),
  { ssr: false },
);

/**
 * Where a club page (or /success) mounts the spot modal, inside the `SpotModal` messages that only
 * such pages carry; shown over the page like the other modals.
 */
export function SpotHost({ start }: { start?: SpotStart }) {
  const open = useLeadCapture((state) => state.currentModal === 'spot');
  return open ? createPortal(<SpotModal start={start} />, document.body) : null;
}
