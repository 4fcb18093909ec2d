import { prefetchAllowed, type ConnectionInfo } from '@/lib/client/prefetch-policy';
import { afterNextPaint } from '@/lib/client/after-next-paint';
import type { ModalName } from './lead-capture-store';
import {
  browserRefusesTracking,
  hasStoredChoice,
  onConsentChange,
} from '@/lib/consent/consent-client';

/**
 * The modals' code and words are asked for before the tap (issue 20: tap to a typeable form in one
 * frame): once the page is idle after hydration, for the modals a button on the page offers, and
 * on a visitor's first intent (pointerdown, focus, hover) for that button's modal. Idle fetching
 * spends the visitor's data, so it follows the links' prefetch rule (never on 2g or Save-Data);
 * an intent always fetches, as the tap will need the code anyway. The idle fetch is what makes the
 * form typeable, its validation (zod and the schemas the server uses) included; what it can do
 * without for a moment (the phone widget with libphonenumber's metadata, ~45 kB gzip) comes on
 * intent only, so a first visit stays within 200 kB (tests/e2e/first-visit-budget.spec.ts). On a first visit the consent banner is what the
 * page asks first (docs/design.md §4, "Consent"): the idle fetch waits for the visitor's answer,
 * and an intent still fetches at once.
 */
const preloaders = new Map<ModalName, () => Promise<unknown>>();
const offered = new Set<ModalName>();
let idleScheduled = false;

/** Called by the module that mounts a modal (its lazy loader's `preload`). */
export function registerModalPreload(modal: ModalName, preload: () => Promise<unknown>) {
  preloaders.set(modal, preload);
}

/** A visitor shows intent to open `modal`: start loading it now. */
export function preloadModal(modal: ModalName) {
  preloaders
    .get(modal)?.()
    .catch(() => undefined);
  // A tap's pointerdown comes just before its click: evaluating ~45 kB of code then would hold
  // back the dialog's frame, so the widget the form can wait for starts after the next paint.
  void afterNextPaint().then(() => {
    import('@/components/form-fields/phone-control')
      .then((module) => module.loadPhoneField())
      .catch(() => undefined);
  });
}

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 1000);
}

/** A hydrated button offers `modal`: it is fetched at the page's next idle moment. */
export function offerModal(modal: ModalName) {
  offered.add(modal);
  if (idleScheduled) return;
  idleScheduled = true;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return;
  whenIdle(() =>
    afterConsentAnswered(() => {
      offered.forEach((name) =>
        preloaders
          .get(name)?.()
          .catch(() => undefined),
      );
      whenIdle(warmRegionNames);
    }),
  );
}

/**
 * The phone widget names every country in the page's language (`Intl.DisplayNames`); a page's
 * first `Intl.DisplayNames` loads the browser's region data, ~20 ms (80 ms on the phone profile's
 * CPU) that otherwise fell in the frame that shows the form, or in the visitor's first keystroke.
 * Done once, at an idle moment, it costs the widget ~1 ms.
 */
function warmRegionNames() {
  try {
    new Intl.DisplayNames([document.documentElement.lang || 'en', 'en'], { type: 'region' });
  } catch {
    // A browser without region names: nothing to warm.
  }
}

/** Runs `run` now, or once the visitor has answered the consent banner if it is asking. */
function afterConsentAnswered(run: () => void) {
  if (hasStoredChoice() || browserRefusesTracking()) return run();
  const stop = onConsentChange(() => {
    stop();
    run();
  });
}
