'use client';

import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the page and can be asked for before it renders (the
 * modals: at idle and on a visitor's intent, modal-preload.ts). Once that code is here, it renders
 * in the commit that shows it, at the tap's own priority; until then it loads in a Suspense of its
 * own that shows nothing.
 *
 * Not `next/dynamic` (or `React.lazy` alone): a lazy component suspends on its first render even
 * when its code has loaded, so a modal had either to open in a deferred (transition) render, which
 * waits behind whatever else the tap started (the phone widget's ~100 ms of evaluation), or to
 * reveal after a Suspense fallback, which React throttles to 300 ms. The figure, tap → typeable
 * form (tests/e2e/tap-to-form.spec.ts, docs/design.md §14): 325–485 ms unthrottled and
 * 0.9–1.4 s on the phone profile (medians of four pages) through next/dynamic in a deferred render.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const listeners = new Set<() => void>();
  function preload() {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
        listeners.forEach((listener) => listener());
        return Component;
      },
      (error: unknown) => {
        // A failed load (offline) may be asked for again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Preloadable(props: Props) {
    // Decided once per instance: switching from Suspense to the plain component would remount it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  /** Whether the code is here (false on the server and while hydrating). */
  function useLoaded(): boolean {
    return useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => loaded !== undefined,
      () => false,
    );
  }
  return Object.assign(Preloadable, { preload, useLoaded });
}
