'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import type { ListingSlug } from '@/lib/listings/slugs';
import styles from './page-form-slot.module.css';

// Each form, and the phone widget with it, loads only on a page that shows it, as it nears view.
const SellForm = dynamic(() => import('./sell-form').then((module) => module.SellForm), {
  ssr: false,
  loading: () => null,
});
const PartnerForm = dynamic(() => import('./partner-form').then((module) => module.PartnerForm), {
  ssr: false,
  loading: () => null,
});
const ListingEnquiryForm = dynamic(
  () => import('./listing-enquiry-form').then((module) => module.ListingEnquiryForm),
  { ssr: false, loading: () => null },
);
const CareerForm = dynamic(() => import('./career-form').then((module) => module.CareerForm), {
  ssr: false,
  loading: () => null,
});

type Props =
  | { kind: 'sell'; redirectTo?: string }
  | { kind: 'partner' }
  | { kind: 'career'; positions: string[] }
  | { kind: 'listing'; listing: ListingSlug };

export function PageFormSlot(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref);

  let form = null;
  if (near) {
    if (props.kind === 'sell') form = <SellForm redirectTo={props.redirectTo} />;
    else if (props.kind === 'partner') form = <PartnerForm />;
    else if (props.kind === 'listing') form = <ListingEnquiryForm listing={props.listing} />;
    else form = <CareerForm positions={props.positions} />;
  }
  return (
    <div ref={ref} className={styles.slot} data-form={props.kind}>
      {form}
    </div>
  );
}
