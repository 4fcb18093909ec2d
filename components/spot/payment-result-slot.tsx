'use client';

import dynamic from 'next/dynamic';
import { loadWithIntl } from '@/components/app/load-with-intl';

/** The /success page's client leaf, loaded with next-intl (it reads `PaymentResult`). */
export const PaymentResultSlot = dynamic(
  loadWithIntl(() => import('./payment-result').then((module) => module.PaymentResult)),
  { ssr: false },
);
