'use client';

import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';
import type { PageServicesCopy } from './page-services';

type Services = ComponentType<{ copy: PageServicesCopy }>;

function WithoutServices() {
  return null;
}

// Asked for as soon as the chrome's chunk runs, in parallel with hydration, so the services are
// there right after it (a visitor who goes offline then still sees the notice).
const services: Promise<Services> | null =
  typeof window === 'undefined'
    ? null
    : import('./page-services').then(
        (module) => module.PageServices,
        () => WithoutServices,
      );

/**
 * The page's background services (page-services.tsx) in a chunk of their own, out of the page's
 * first load (issue 10). Should that chunk fail to load, the page still works without them.
 */
export const PageServicesSlot = lazyPart<{ copy: PageServicesCopy }>(() =>
  services ? services : Promise.resolve(WithoutServices),
);
