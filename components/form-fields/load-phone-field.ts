import type { PhoneField } from './phone-field';

let loaded: typeof PhoneField | undefined;

/**
 * The phone widget's code, with libphonenumber's metadata (~45 kB gzip): asked for on a visitor's
 * first intent to open a form (modal-preload.ts) or when a form shows it, never in a first visit's
 * idle prefetch (issue 20's 200 kB). Kept apart so the page's first load holds only this import.
 */
export function loadPhoneField(): Promise<typeof PhoneField> {
  return import('./phone-field').then((module) => (loaded = module.PhoneField));
}

/** The widget once loaded, so a form opened after the intent shows it in its first frame. */
export function loadedPhoneField(): typeof PhoneField | undefined {
  return loaded;
}
