'use client';

import { lazyPart } from '@/components/app/lazy-part';

// The calculators page's two calculators, with next-intl, load after the page's first paint: their
// code and the formatting they bring stay out of the first load (budget: 150 kB).
export const MortgageCalculator = lazyPart(() =>
  import('./mortgage-calculator').then((module) => module.MortgageCalculator),
);
export const YieldCalculator = lazyPart(() =>
  import('./yield-calculator').then((module) => module.YieldCalculator),
);
