'use client';

import dynamic from 'next/dynamic';

/**
 * The /success page's leaf, loaded after the page: it reads the address Stripe returned to and
 * brings the booking's schemas (zod) and the spot wizard, 65 kB the page paints without.
 */
export const PaymentResultSlot = dynamic(
  () => import('./payment-result').then((module) => module.PaymentResult),
  { ssr: false },
);
