'use client';

import { useSyncExternalStore } from 'react';
import { isSecondCurrency, type SecondCurrency } from '@/lib/format/rates';
import { areaUnits, type AreaUnit } from '@/lib/format/numbers';

/** What a visitor chose to see prices and sizes in, remembered in this browser. */
export type DisplayPreferences = { unit: AreaUnit | null; currency: SecondCurrency | null };

const STORAGE_KEY = 'displayPreferences';
const listeners = new Set<() => void>();
const none: DisplayPreferences = { unit: null, currency: null };
let cached: { raw: string | null; value: DisplayPreferences } = { raw: null, value: none };

function read(): DisplayPreferences {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return none; // storage blocked: the page's defaults
  }
  if (raw === cached.raw) return cached.value;
  let value = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const { unit, currency } = parsed as Record<string, unknown>;
      value = {
        unit: areaUnits.find((known) => known === unit) ?? null,
        currency: typeof currency === 'string' && isSecondCurrency(currency) ? currency : null,
      };
    }
  } catch {
    value = none;
  }
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setDisplayPreferences(change: Partial<DisplayPreferences>) {
  const next = { ...read(), ...change };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not remembered, but this page still follows the choice through the cache below.
    cached = { raw: cached.raw, value: next };
  }
  listeners.forEach((listener) => listener());
}

/** The visitor's choice; on the server and before hydration, none (the page's defaults). */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, read, () => none);
}
