'use client';

import { lazyPart } from '@/components/app/lazy-part';

/** The /success page's client leaf, loaded with next-intl (it reads `PaymentResult`). */
export const PaymentResultSlot = lazyPart(() =>
  import('./payment-result').then((module) => module.PaymentResult),
);
