import {
  choiceFromCategories,
  consentModeState,
  effectiveChoice,
  nothingAllowed,
  privacySignalRefuses,
  storedChoice,
  type ConsentChoice,
  type PrivacySignals,
} from './consent';

declare global {
  interface Window {
    /** Defined by the page's inline consent script (lib/consent/consent.ts). */
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** The browser's privacy signals, as this browser sends them. */
function browserSignals(): PrivacySignals {
  return {
    globalPrivacyControl: navigator.globalPrivacyControl,
    navigatorDoNotTrack: navigator.doNotTrack,
    windowDoNotTrack: (window as Window & { doNotTrack?: string | null }).doNotTrack,
  };
}

/** Global Privacy Control or Do-Not-Track is on: tracking stays off and the banner need not ask. */
export function browserRefusesTracking(): boolean {
  return privacySignalRefuses(browserSignals());
}

/** Whether the visitor has made a choice this browser still keeps. */
export function hasStoredChoice(): boolean {
  return storedChoice(document.cookie) !== null;
}

/** The choice made on this page, if any (the cookie may be written after the banner tells us). */
let chosenHere: ConsentChoice | undefined;

/** What applies now: the stored choice (nothing before one), with the browser's signals on top. */
export function currentConsent(): ConsentChoice {
  return (
    chosenHere ?? effectiveChoice(storedChoice(document.cookie) ?? nothingAllowed, browserSignals())
  );
}

type Listener = (choice: ConsentChoice) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every choice the visitor makes from now on (the banner, the footer). */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `gtag()` of the page's inline script, defined the same way should that script be missing. */
function gtag(...args: unknown[]): void {
  window.gtag ??= function () {
    // Google's tags read commands as Arguments objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    (window.dataLayer ??= []).push(arguments as unknown as Record<string, unknown>);
  };
  window.gtag(...args);
}

/** Tells Consent Mode what the visitor allowed (the browser's refusal wins). */
export function pushConsentUpdate(choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeState(choice));
}

/** The banner's categories after a choice: Consent Mode is updated and every listener told. */
export function consentChosen(categories: readonly unknown[]): ConsentChoice {
  const choice = effectiveChoice(choiceFromCategories(categories), browserSignals());
  chosenHere = choice;
  pushConsentUpdate(choice);
  for (const listener of listeners) listener(choice);
  return choice;
}
