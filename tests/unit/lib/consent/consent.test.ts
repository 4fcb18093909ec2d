import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_REVISION,
  consentDefaultScript,
  consentModeDefault,
  consentModeState,
  effectiveChoice,
  mayLoadTagManager,
  privacySignalRefuses,
  storedChoice,
} from '@/lib/consent/consent';

const allAllowed = { analytics: true, marketing: true, maps: true };
const cookie = (value: unknown) =>
  `i18n_language=de; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe('privacy signals', () => {
  it('reads Global Privacy Control and both Do-Not-Track spellings as a refusal', () => {
    expect(privacySignalRefuses({ globalPrivacyControl: true })).toBe(true);
    expect(privacySignalRefuses({ navigatorDoNotTrack: '1' })).toBe(true);
    expect(privacySignalRefuses({ windowDoNotTrack: 'yes' })).toBe(true);
  });

  it('reads no signal, an unset one or "0" as no refusal', () => {
    expect(privacySignalRefuses({})).toBe(false);
    expect(
      privacySignalRefuses({
        globalPrivacyControl: false,
        navigatorDoNotTrack: '0',
        windowDoNotTrack: null,
      }),
    ).toBe(false);
  });

  it('turns analytics and marketing off whatever the visitor chose; maps stay theirs', () => {
    expect(effectiveChoice(allAllowed, { globalPrivacyControl: true })).toEqual({
      analytics: false,
      marketing: false,
      maps: true,
    });
    expect(effectiveChoice(allAllowed, { navigatorDoNotTrack: '1' }).analytics).toBe(false);
    expect(effectiveChoice(allAllowed, {})).toEqual(allAllowed);
    expect(effectiveChoice(null, {})).toEqual({ analytics: false, marketing: false, maps: false });
  });
});

describe('the stored choice', () => {
  it('reads the categories the banner stored under the current revision', () => {
    const stored = cookie({ categories: ['necessary', 'analytics'], revision: CONSENT_REVISION });
    expect(storedChoice(stored)).toEqual({ analytics: true, marketing: false, maps: false });
  });

  it('is no choice without the cookie, unreadable, or made under an older revision', () => {
    expect(storedChoice('i18n_language=de')).toBeNull();
    expect(storedChoice(`${CONSENT_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(
      storedChoice(cookie({ categories: 'analytics', revision: CONSENT_REVISION })),
    ).toBeNull();
    expect(
      storedChoice(cookie({ categories: ['analytics'], revision: CONSENT_REVISION - 1 })),
    ).toBeNull();
  });
});

describe('Consent Mode v2', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeState({ analytics: true, marketing: false, maps: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeState({ analytics: false, marketing: true, maps: false })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it("puts the defaults, all four denied, first in dataLayer, as gtag's Arguments", () => {
    const window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    runInNewContext(consentDefaultScript, { window });
    expect(window.dataLayer).toHaveLength(1);
    const [first] = window.dataLayer as ArrayLike<unknown>[];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(Array.from(first!)).toEqual(['consent', 'default', consentModeDefault]);
    expect(Object.values(consentModeDefault)).toEqual(['denied', 'denied', 'denied', 'denied']);
    // An update comes after it, through the same gtag.
    window.gtag!('consent', 'update', consentModeState(allAllowed));
    expect((window.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry)[1])).toEqual(
      ['default', 'update'],
    );
  });

  it('keeps what was pushed before it and still adds the defaults', () => {
    const window = { dataLayer: [{ event: 'earlier' }] };
    runInNewContext(consentDefaultScript, { window });
    expect(window.dataLayer).toHaveLength(2);
  });
});

describe('the tag manager', () => {
  it('loads only with a container id and after analytics or marketing was allowed', () => {
    const none = { analytics: false, marketing: false, maps: true };
    expect(mayLoadTagManager('GTM-ABC123', none)).toBe(false);
    expect(mayLoadTagManager('GTM-ABC123', { ...none, analytics: true })).toBe(true);
    expect(mayLoadTagManager('GTM-ABC123', { ...none, marketing: true })).toBe(true);
    expect(mayLoadTagManager(undefined, allAllowed)).toBe(false);
    expect(mayLoadTagManager('not-an-id', allAllowed)).toBe(false);
  });
});
