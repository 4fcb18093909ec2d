'use client';

import { lazyPart } from '@/components/app/lazy-part';
import { loadWithIntl } from '@/components/app/load-with-intl';

/** The /success page's client leaf, loaded with next-intl (it reads `PaymentResult`). */
export const PaymentResultSlot = lazyPart(
  loadWithIntl(() => import('./payment-result').then((module) => module.PaymentResult)),
);
