import type { ComponentType } from 'react';

/** A `dynamic()` loader for a component that reads messages: next-intl loads along with it. */
export function loadWithIntl<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return () =>
    Promise.all([load(), import('./with-intl')]).then(([Component, intl]) =>
      intl.withIntl(Component),
    );
}
