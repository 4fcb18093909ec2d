// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_REVISION } from '@/lib/consent/consent';

type Connection = { saveData?: boolean; effectiveType?: string } | undefined;

/** A fresh copy of the module (its registry and idle flag are per page), on a given connection. */
async function freshModule(connection: Connection) {
  vi.resetModules();
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return import('@/components/lead-capture/modal-preload');
}

/** A visitor who answered the consent banner before (its cookie), or a first visit (none). */
function consentAnswered(answered: boolean) {
  document.cookie = answered
    ? `consent=${encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: CONSENT_REVISION }))}`
    : 'consent=; Max-Age=0';
}

beforeEach(() => {
  vi.useFakeTimers();
  consentAnswered(true);
});
afterEach(() => vi.useRealTimers());

describe('the modals fetched before the tap (issue 20)', () => {
  it('fetches an offered modal once the page is idle', async () => {
    const { registerModalPreload, offerModal } = await freshModule(undefined);
    const requestCall = vi.fn(() => Promise.resolve());
    const spot = vi.fn(() => Promise.resolve());
    registerModalPreload('request-call', requestCall);
    registerModalPreload('spot', spot);
    offerModal('request-call');
    expect(requestCall).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(requestCall).toHaveBeenCalledOnce();
    // Not offered by any button on this page: not fetched.
    expect(spot).not.toHaveBeenCalled();
  });

  it('on a first visit, waits for the answer to the consent banner', async () => {
    consentAnswered(false);
    const { registerModalPreload, offerModal } = await freshModule(undefined);
    const { consentChosen } = await import('@/lib/consent/consent-client');
    const requestCall = vi.fn(() => Promise.resolve());
    registerModalPreload('request-call', requestCall);
    offerModal('request-call');
    await vi.runAllTimersAsync();
    expect(requestCall).not.toHaveBeenCalled();
    consentChosen(['necessary']);
    expect(requestCall).toHaveBeenCalledOnce();
  });

  it.each([{ saveData: true }, { effectiveType: 'slow-2g' }, { effectiveType: '2g' }])(
    'fetches nothing at idle on %o, but still on intent',
    async (connection) => {
      const { registerModalPreload, offerModal, preloadModal } = await freshModule(connection);
      const requestCall = vi.fn(() => Promise.resolve());
      registerModalPreload('request-call', requestCall);
      offerModal('request-call');
      await vi.runAllTimersAsync();
      expect(requestCall).not.toHaveBeenCalled();
      preloadModal('request-call');
      expect(requestCall).toHaveBeenCalledOnce();
    },
  );

  it('swallows a failed fetch: the tap will try again', async () => {
    const { registerModalPreload, preloadModal } = await freshModule(undefined);
    registerModalPreload('questionnaire', () => Promise.reject(new Error('offline')));
    expect(() => preloadModal('questionnaire')).not.toThrow();
    await vi.runAllTimersAsync();
  });
});
