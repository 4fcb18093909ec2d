import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as intentRoute } from '@/app/api/payments/intent/route';
import { getLeadStore } from '@/lib/server/database/connection';
import { FakeStripe } from './support/fake-stripe';
import {
  jsonRequest,
  provideTestStore,
  spotReservation,
  storedLeads,
} from './support/lead-service';

const stripe = new FakeStripe();

provideTestStore({ STRIPE_SECRET_KEY: 'sk_test_fake', CLUB_SPOT_PRICE: '5000' });

beforeAll(async () => {
  await stripe.start();
  process.env.STRIPE_API_URL = stripe.baseUrl;
});
afterAll(() => stripe.stop());
beforeEach(() => {
  stripe.onCreate = undefined;
  stripe.failures = [];
});

type IntentAnswer = {
  code?: string;
  message?: string;
  data: { leadId: string; clientSecret: string; amount: number; currency: string };
};

const requestIntent = async (
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const response = await intentRoute(jsonRequest('/api/payments/intent', body, headers));
  return { status: response.status, body: (await response.json()) as IntentAnswer };
};

describe('POST /api/payments/intent', () => {
  it('stores the reservation before Stripe is asked, then answers the client secret', async () => {
    let leadAtCreate: unknown;
    stripe.onCreate = async (call) => {
      const db = await getLeadStore();
      leadAtCreate = await db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', call.form['metadata[leadId]'] ?? '')
        .executeTakeFirst();
    };

    const { status, body } = await requestIntent(spotReservation());

    expect(status).toBe(201);
    expect(leadAtCreate).toMatchObject({
      id: body.data.leadId,
      kind: 'spot',
      name: 'Amira Saleh',
      email: 'amira@example.com',
      phone: '+971501234567',
      locale: 'en',
      full_url: 'https://meridiangate.ae/dubai-insiders-club',
      utm_source: 'facebook',
      clickid: 'clk-123',
      payment_status: 'awaiting',
      payment_intent_id: null,
    });
    const [create] = stripe.creates();
    expect(create?.form).toMatchObject({
      amount: '500000',
      currency: 'aed',
      'metadata[leadId]': body.data.leadId,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(create?.idempotencyKey).toBe(`club-spot-${body.data.leadId}`);
    expect(create?.authorization).toBe('Bearer sk_test_fake');

    const intent = stripe.intents.get(body.data.clientSecret.split('_secret_')[0] ?? '');
    expect(body.data).toEqual({
      leadId: body.data.leadId,
      clientSecret: intent?.client_secret,
      amount: 500000,
      currency: 'aed',
    });
    const lead = (await storedLeads()).find((row) => row.id === body.data.leadId);
    expect(lead).toMatchObject({
      payment_status: 'awaiting',
      payment_intent_id: intent?.id,
      payment_amount: 500000,
      payment_currency: 'aed',
    });
  });

  it('gives a double click one reservation and one PaymentIntent', async () => {
    const visitor = spotReservation({ email: 'double@example.com' });
    const before = (await storedLeads()).length;
    // The browser's key for this reservation makes the presses one (issue 22: never the details).
    const key = { 'idempotency-key': 'double-click-reservation' };
    const [first, second] = await Promise.all([
      requestIntent(visitor, key),
      requestIntent(visitor, key),
    ]);
    const third = await requestIntent(visitor, key);

    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body.data).toEqual(first.body.data);
    expect(third.body.data).toEqual(first.body.data);
    expect((await storedLeads()).length).toBe(before + 1);
    const keys = new Set(stripe.creates().map((call) => call.idempotencyKey));
    expect(keys.has(`club-spot-${first.body.data.leadId}`)).toBe(true);
    expect(new Set(stripe.intents.values()).size).toBe(2);
  });

  it('keeps the reservation and answers 502 with its id when Stripe fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stripe.failures = [{ status: 402, message: 'Your card was declined.' }];
    const { status, body } = await requestIntent(
      spotReservation({ email: 'declined@example.com' }),
    );

    expect(status).toBe(502);
    expect(body.code).toBe('paymentFailed');
    expect(log).toHaveBeenCalledWith('Stripe error: Your card was declined.');
    const lead = (await storedLeads()).find((row) => row.email === 'declined@example.com');
    expect(lead).toMatchObject({ id: body.data.leadId, payment_status: 'unpaid' });
    log.mockRestore();
  });

  it('answers 502, never a 500, when Stripe cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.STRIPE_API_URL = 'http://127.0.0.1:9';
    process.env.STRIPE_TIMEOUT_MS = '2000';
    try {
      const { status, body } = await requestIntent(spotReservation({ email: 'down@example.com' }));
      expect(status).toBe(502);
      expect(body.data.leadId).toEqual(expect.any(String));
      expect(log.mock.calls.some(([line]) => String(line).startsWith('Stripe error: '))).toBe(true);
      expect((await storedLeads()).some((row) => row.email === 'down@example.com')).toBe(true);
    } finally {
      process.env.STRIPE_API_URL = stripe.baseUrl;
      delete process.env.STRIPE_TIMEOUT_MS;
      log.mockRestore();
    }
  }, 30_000);

  it('answers 503 and stores nothing without Stripe keys', async () => {
    const before = (await storedLeads()).length;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const { status, body } = await requestIntent(
        spotReservation({ email: 'nokeys@example.com' }),
      );
      expect(status).toBe(503);
      expect(body).toEqual({
        code: 'paymentUnavailable',
        message: 'Online payment is unavailable right now',
      });
      expect((await storedLeads()).length).toBe(before);
    } finally {
      process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    }
  });

  it('answers 400 with field errors to bad input and stores nothing', async () => {
    const before = (await storedLeads()).length;
    const calls = stripe.calls.length;
    const { status, body } = await requestIntent(
      spotReservation({ email: 'amira@', phone: '12', name: '' }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        name: 'required',
        email: 'emailWrong',
        phone: 'phoneLength',
      },
    });
    expect((await storedLeads()).length).toBe(before);
    expect(stripe.calls.length).toBe(calls);
  });
});
