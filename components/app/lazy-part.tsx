'use client';

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** A lazily loaded component that can be asked for before it renders (idle time, first intent). */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  /** Starts loading (once); a failed load may be asked for again. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads when it first renders, in the browser only (next/dynamic's
 * `ssr: false`): React.lazy in a Suspense of its own, without the ~2.5 kB of next/dynamic's
 * runtime in every page's first load. Once `preload()` has brought the code, it renders in the
 * same commit, without a Suspense round (the tap-to-form budget, tests/e2e/tap-to-form.spec.ts).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** What holds the part's place while it loads: nothing, or something drawn from its props. */
  placeholder: ReactNode | ((props: Props) => ReactNode) = null,
  /** The component, when its code has come by another way than `preload()` (a shared loader). */
  peek?: () => ComponentType<Props> | undefined,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  function preload() {
    loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function LazyPart(props: Props) {
    const hydrated = useHydrated();
    // Decided once per instance: switching from Suspense to the plain component would remount it.
    const [Loaded] = useState(() => loaded ?? peek?.());
    const fallback = typeof placeholder === 'function' ? placeholder(props) : placeholder;
    if (!hydrated) return fallback;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}
