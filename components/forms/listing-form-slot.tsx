'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import styles from './page-form-slot.module.css';

// Apart from PageFormSlot, so the other forms' pages do not carry this form's loader.
const ListingEnquiryForm = dynamic(
  () => import('./listing-enquiry-form').then((module) => module.ListingEnquiryForm),
  { ssr: false },
);

/** A listing page's enquiry form, loaded (with next-intl) as it nears view. */
export function ListingFormSlot({ listing }: { listing: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref);
  return (
    <div ref={ref} className={styles.slot} data-form="listing">
      {near && <ListingEnquiryForm listing={listing} />}
    </div>
  );
}
