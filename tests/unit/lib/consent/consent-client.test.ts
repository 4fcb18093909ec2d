// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_REVISION, consentDefaultScript } from '@/lib/consent/consent';

// A fresh page each test: the modules keep the choice made on the page they run in.
let client: typeof import('@/lib/consent/consent-client');
let storage: typeof import('@/lib/tracking/storage');

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

function choose(categories: string[]) {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(
    JSON.stringify({ categories, revision: CONSENT_REVISION }),
  )}; path=/`;
}

beforeEach(async () => {
  vi.resetModules();
  client = await import('@/lib/consent/consent-client');
  storage = await import('@/lib/tracking/storage');
  delete window.dataLayer;
  delete window.gtag;
  // The page's inline script, as the layout runs it first.
  new Function(consentDefaultScript)();
});

afterEach(() => {
  setGpc(undefined);
  for (const name of [CONSENT_COOKIE, 'token']) document.cookie = `${name}=; Max-Age=0; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as unknown as ArrayLike<unknown>));

describe('consent in the browser', () => {
  it('allows nothing before a choice', () => {
    expect(client.currentConsent()).toEqual({ analytics: false, marketing: false, maps: false });
  });

  it("pushes the visitor's choice after the defaults and tells every listener", () => {
    const heard: unknown[] = [];
    const stop = client.onConsentChange((choice) => heard.push(choice));
    client.consentChosen(['necessary', 'analytics', 'marketing']);
    stop();
    expect(commands().map((command) => command[1])).toEqual(['default', 'update']);
    expect(commands()[1]![2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
    expect(heard).toEqual([{ analytics: true, marketing: true, maps: false }]);
  });

  it('with Global Privacy Control, an acceptance still grants no tracking', () => {
    setGpc(true);
    choose(['necessary', 'analytics', 'marketing', 'maps']);
    expect(client.currentConsent()).toEqual({ analytics: false, marketing: false, maps: true });
    const choice = client.consentChosen(['necessary', 'analytics', 'marketing', 'maps']);
    expect(choice.analytics || choice.marketing).toBe(false);
    expect(commands()[1]![2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('pushes an update for a stored choice after the defaults, never before', () => {
    choose(['necessary', 'analytics']);
    client.pushConsentUpdate(client.currentConsent());
    expect(commands()[0]![1]).toBe('default');
    expect(commands()[1]![2]).toMatchObject({ analytics_storage: 'granted' });
  });
});

describe('the campaign token and consent', () => {
  it('before consent: the landing tags stay in this tab only, nothing kept for later visits', () => {
    window.history.replaceState(null, '', '/de/invest-in-dubai?utm_source=fb&clickid=abc');
    expect(storage.captureTrackingToken()).toEqual({ utm_source: 'fb', clickid: 'abc' });
    expect(JSON.parse(sessionStorage.getItem('landing-token') ?? '{}')).toEqual({
      utm_source: 'fb',
      clickid: 'abc',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    // The lead sent from this tab still carries them.
    window.history.replaceState(null, '', '/de/invest-in-dubai');
    expect(storage.readTrackingToken()).toEqual({ utm_source: 'fb', clickid: 'abc' });
  });

  it('with marketing consent the token is kept; withdrawing it forgets it', () => {
    window.history.replaceState(null, '', '/?utm_source=google');
    storage.captureTrackingToken();
    choose(['necessary', 'marketing']);
    storage.followMarketingConsent(true);
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toEqual({ utm_source: 'google' });
    expect(document.cookie).toContain('token=');
    choose(['necessary']);
    storage.followMarketingConsent(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});
