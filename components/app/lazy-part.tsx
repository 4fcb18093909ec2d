'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A component whose code loads when it first renders, in the browser only (next/dynamic's
 * `ssr: false`): React.lazy in a Suspense of its own, without the ~2.5 kB of next/dynamic's
 * runtime in every page's first load.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyPart(props: Props) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
