import { useEffect, useSyncExternalStore } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { validation } from './validation-chunk';

/** zod, the forms' schemas and libphonenumber's metadata, as one chunk (./validation-chunk.ts). */
export type Validation = typeof validation;

let loaded: Validation | undefined;
let loading: Promise<Validation> | undefined;
const listeners = new Set<() => void>();

/**
 * The forms' validation, ~60 kB gzip, is not part of the forms' code: a form is typeable without
 * it, so it loads on the visitor's first intent (modal-preload.ts) or first use, never in the idle
 * prefetch of a first visit (issue 20's 200 kB, tests/e2e/first-visit-budget.spec.ts). Loaded
 * once; a failed load is tried again by the next caller.
 */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation-chunk').then(
    (module) => {
      loaded = module.validation;
      listeners.forEach((listener) => listener());
      return module.validation;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A react-hook-form resolver for the schema `pick` names in the validation chunk, which it waits
 * for (resolvers may be async): `lazyResolver((v) => v.requestCallFormSchema)`. `pick` runs once.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  pick: (validation: Validation) => z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  let resolver: Resolver<Input, unknown, Output> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const validation = await loadValidation();
      resolver = validation.zodResolver(pick(validation));
    }
    return resolver(values, context, options);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The validation chunk once loaded (asked for on mount), for checks made while rendering. */
export function useValidation(): Validation | undefined {
  const validation = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(() => {
    loadValidation().catch(() => undefined);
  }, []);
  return validation;
}
