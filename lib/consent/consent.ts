/**
 * Consent (docs/design.md §15), as pure functions: what the visitor allowed, what their browser's
 * privacy signals say, and what Google's Consent Mode is told. Kept free of the banner's library,
 * so every page can read a stored choice without loading it (consent-client.ts applies these).
 */

/** The cookie the banner keeps the visitor's choice in (vanilla-cookieconsent writes it). */
export const CONSENT_COOKIE = 'consent';
/** How long a choice is kept before the banner asks again. */
export const CONSENT_COOKIE_DAYS = 182;
/** Bumped when the categories change in a way that needs asking again. */
export const CONSENT_REVISION = 1;

/** The optional categories; `necessary` is always on and never asked. */
export const optionalCategories = ['analytics', 'marketing', 'maps'] as const;
type OptionalCategory = (typeof optionalCategories)[number];

/** What the visitor allowed, category by category. */
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const nothingAllowed: ConsentChoice = { analytics: false, marketing: false, maps: false };

/** The browser's own answers, read as a refusal of tracking when set. */
export type PrivacySignals = {
  /** `navigator.globalPrivacyControl` (Global Privacy Control). */
  globalPrivacyControl?: boolean | null;
  navigatorDoNotTrack?: string | null;
  windowDoNotTrack?: string | null;
};

/** Global Privacy Control or Do-Not-Track: the visitor refused tracking before being asked. */
export function privacySignalRefuses(signals: PrivacySignals): boolean {
  const doNotTrack = (value?: string | null) => value === '1' || value === 'yes';
  return (
    signals.globalPrivacyControl === true ||
    doNotTrack(signals.navigatorDoNotTrack) ||
    doNotTrack(signals.windowDoNotTrack)
  );
}

/** The choice from the categories the banner stored; anything else counts as no choice yet. */
export function choiceFromCategories(categories: readonly unknown[]): ConsentChoice {
  return {
    analytics: categories.includes('analytics'),
    marketing: categories.includes('marketing'),
    maps: categories.includes('maps'),
  };
}

/**
 * The choice stored in the consent cookie of a `document.cookie` string, or null when there is
 * none, it cannot be read, or it was made under an older revision (the banner asks again then).
 */
export function storedChoice(cookieString: string): ConsentChoice | null {
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = cookieString
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { categories, revision } = value as { categories?: unknown; revision?: unknown };
  if (!Array.isArray(categories) || revision !== CONSENT_REVISION) return null;
  return choiceFromCategories(categories);
}

/** What applies: the visitor's choice, with tracking off whatever it says when the browser refuses. */
export function effectiveChoice(
  choice: ConsentChoice | null,
  signals: PrivacySignals,
): ConsentChoice {
  const chosen = choice ?? nothingAllowed;
  if (!privacySignalRefuses(signals)) return chosen;
  return { ...chosen, analytics: false, marketing: false };
}

type ConsentModeValue = 'granted' | 'denied';
/** Google Consent Mode v2's four signals. */
export type ConsentModeState = {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
};

/** Before any choice: everything denied. */
export const consentModeDefault: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** The Consent Mode update a choice gives: analytics → analytics_storage, marketing → the ad three. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied');
  return {
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing),
    analytics_storage: value(choice.analytics),
  };
}

/** The tag manager runs only for a container id and after analytics or marketing was allowed. */
export function mayLoadTagManager(
  gtmId: string | undefined,
  choice: ConsentChoice,
): gtmId is string {
  if (!gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId)) return false;
  return choice.analytics || choice.marketing;
}

/**
 * The inline script at the top of every page's body: Consent Mode's defaults, all denied, are the
 * dataLayer's first entry, before any code of ours or Google's runs. A cached page's policy hashes
 * it with the page's other inline scripts (lib/security/page-cache-handler.mjs); the per-request
 * pages' policy lists its hash (proxy.ts). `gtag` pushes its `arguments`, as Google's tags expect.
 */
export const consentDefaultScript =
  'window.dataLayer=window.dataLayer||[];' +
  'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
  `window.gtag('consent','default',${JSON.stringify(consentModeDefault)});`;
