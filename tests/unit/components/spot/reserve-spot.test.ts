// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The club spot's intent joins the lead retry queue (issue 20, docs/design.md §4): a reservation
 * made offline or during a failing request is kept and sent again under its Idempotency-Key, like
 * every other lead; the service's own answers (502 stored without payment, 503 no payment) are not
 * retried.
 */
const request = {
  contact: { name: 'Nadia Haddad', email: 'nadia@example.com', phone: '+971501234567' },
  locale: 'en' as const,
  token: { utm_source: 'organic' },
  bot: { honeypot: '', formStartedAt: () => 1_700_000_000_000 },
  idempotencyKey: 'attempt-1',
};
const intentData = {
  leadId: 'lead-1',
  clientSecret: 'pi_1_secret_2',
  amount: 500_000,
  currency: 'aed',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

/** A fresh page: the queue's module state and storage start empty. */
async function freshPage() {
  vi.resetModules();
  localStorage.clear();
  const api = await import('@/components/spot/booking-api');
  const queue = await import('@/lib/client/pending-leads');
  return { ...api, ...queue };
}

const kept = () =>
  JSON.parse(localStorage.getItem('pendingLeads') ?? '[]') as {
    key: string;
    endpoint: string;
    body: Record<string, unknown>;
  }[];
const keysSent = () =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the spot intent in the retry queue', () => {
  it('is kept when the server fails and sent again, under the same key, by the queue', async () => {
    const { reserveSpot, flushPending } = await freshPage();
    fetchMock.mockResolvedValueOnce(json(500, {}));

    expect(await reserveSpot(request)).toEqual({ kind: 'error', queued: true });
    expect(kept()).toHaveLength(1);
    expect(kept()[0]).toMatchObject({
      endpoint: '/api/payments/intent',
      body: { name: 'Nadia Haddad', email: 'nadia@example.com', locale: 'en' },
    });

    const sent = vi.fn();
    window.addEventListener('pending-lead-sent', sent);
    fetchMock.mockResolvedValueOnce(json(201, { data: intentData }));
    await flushPending(true);
    expect(kept()).toEqual([]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]![0] as CustomEvent).detail.after).toEqual({ conversion: false });
    const [first, second] = keysSent();
    expect(first).toMatch(/^attempt-1-/);
    expect(second).toBe(first);
  });

  it('is kept when made offline; the visitor’s own retry finds it and empties the queue', async () => {
    const { reserveSpot } = await freshPage();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    expect(await reserveSpot(request)).toEqual({ kind: 'error', queued: true });
    expect(fetchMock).not.toHaveBeenCalled();
    const key = kept()[0]!.key;
    expect(key).toMatch(/^attempt-1-/);

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    fetchMock.mockResolvedValueOnce(json(201, { data: intentData }));
    expect(await reserveSpot(request)).toEqual({ kind: 'ready', ...intentData });
    expect(keysSent()).toEqual([key]);
    expect(kept()).toEqual([]);
  });

  it('takes the service’s 502 and 503 as answers, not failures', async () => {
    const { reserveSpot } = await freshPage();
    fetchMock.mockResolvedValueOnce(json(502, { message: 'x', data: { leadId: 'lead-2' } }));
    expect(await reserveSpot(request)).toEqual({ kind: 'unavailable', leadId: 'lead-2' });
    fetchMock.mockResolvedValueOnce(json(503, { message: 'y' }));
    expect(await reserveSpot(request)).toEqual({ kind: 'unavailable' });
    expect(kept()).toEqual([]);
  });

  it('a refusal (4xx) is the visitor’s to fix: answered, not kept', async () => {
    const { reserveSpot } = await freshPage();
    fetchMock.mockResolvedValueOnce(json(422, { errors: { email: 'notValid' } }));
    expect(await reserveSpot(request)).toEqual({ kind: 'error', queued: false });
    expect(kept()).toEqual([]);
  });
});
