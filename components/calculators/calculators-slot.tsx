'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import type { CalculatorsProps } from './calculators';
import styles from './calculators.module.css';

// The calculators' code, and next-intl with it, loads only as the visitor scrolls near them.
const Calculators = dynamic(() => import('./calculators').then((module) => module.Calculators), {
  ssr: false,
});

export function CalculatorsSlot(props: CalculatorsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, '600px');
  return (
    <div ref={ref} className={styles.slot}>
      {near && <Calculators {...props} />}
    </div>
  );
}
