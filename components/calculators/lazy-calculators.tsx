'use client';

import dynamic from 'next/dynamic';

// The calculators page's two calculators, with next-intl, load after the page's first paint: their
// code and the formatting they bring stay out of the first load (budget: 150 kB).
export const MortgageCalculator = dynamic(
  () => import('./mortgage-calculator').then((module) => module.MortgageCalculator),
  { ssr: false },
);
export const YieldCalculator = dynamic(
  () => import('./yield-calculator').then((module) => module.YieldCalculator),
  { ssr: false },
);
