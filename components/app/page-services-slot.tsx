'use client';

import dynamic from 'next/dynamic';

/**
 * The page's background services (page-services.tsx) in a chunk of their own, loaded in the
 * browser after the page, out of its first load (issue 10).
 */
export const PageServicesSlot = dynamic(
  () => import('./page-services').then((module) => module.PageServices),
  { ssr: false },
);
