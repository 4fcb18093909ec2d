'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import styles from './page-form-slot.module.css';

// Each form, and the phone widget and next-intl with it, loads only on a page that shows it, as it
// nears view.
const SellForm = dynamic(() => import('./sell-form').then((module) => module.SellForm), {
  ssr: false,
});
const PartnerForm = dynamic(() => import('./partner-form').then((module) => module.PartnerForm), {
  ssr: false,
});
const CareerForm = dynamic(() => import('./career-form').then((module) => module.CareerForm), {
  ssr: false,
});

type Props =
  | { kind: 'sell'; redirectTo?: string }
  | { kind: 'partner' }
  | { kind: 'career'; positions: string[] };

export function PageFormSlot(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref);

  let form = null;
  if (near) {
    if (props.kind === 'sell') form = <SellForm redirectTo={props.redirectTo} />;
    else if (props.kind === 'partner') form = <PartnerForm />;
    else form = <CareerForm positions={props.positions} />;
  }
  return (
    <div ref={ref} className={styles.slot} data-form={props.kind}>
      {form}
    </div>
  );
}
