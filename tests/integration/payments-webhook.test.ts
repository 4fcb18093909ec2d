import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as intentRoute } from '@/app/api/payments/intent/route';
import { GET as statusRoute } from '@/app/api/payments/status/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { startCrmForwarding, stopCrmForwarding } from '@/lib/server/crm/outbox';
import { FakeCrm } from './support/fake-crm';
import { FakeStripe } from './support/fake-stripe';
import {
  countRows,
  getRequest,
  jsonRequest,
  provideTestStore,
  spotReservation,
  storedLeads,
} from './support/lead-service';

const stripe = new FakeStripe();
const crm = new FakeCrm();
const webhookSecret = 'whsec_test_secret';

provideTestStore({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  CRM_RETRY_BASE_MS: '20',
  CRM_POLL_INTERVAL_MS: '50',
});

beforeAll(async () => {
  await stripe.start();
  await crm.start();
  process.env.STRIPE_API_URL = stripe.baseUrl;
  process.env.CRM_BASE_URL = crm.baseUrl;
  startCrmForwarding();
});
afterAll(async () => {
  await stopCrmForwarding();
  await Promise.all([stripe.stop(), crm.stop()]);
});

/** A reservation with its PaymentIntent, as the payment step makes it. */
async function reservation(email: string) {
  const response = await intentRoute(
    jsonRequest('/api/payments/intent', spotReservation({ email })),
  );
  const { data } = (await response.json()) as { data: { leadId: string; clientSecret: string } };
  return { ...data, intentId: data.clientSecret.split('_secret_')[0] ?? '' };
}

let eventCount = 0;

function intentEvent(type: string, intentId: string, leadId: string) {
  return {
    id: `evt_${++eventCount}`,
    object: 'event',
    type,
    data: {
      object: { id: intentId, object: 'payment_intent', amount: 500000, metadata: { leadId } },
    },
  };
}

function refundEvent(intentId: string, refunded: number) {
  return {
    id: `evt_${++eventCount}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${eventCount}`,
        object: 'charge',
        amount: 500000,
        amount_refunded: refunded,
        payment_intent: intentId,
        metadata: {},
      },
    },
  };
}

async function deliver(event: object, signature?: string | null) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      : signature;
  const response = await webhookRoute(
    new Request('http://localhost:3000/api/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(header ? { 'stripe-signature': header } : {}),
      },
      body: payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

async function statusOf(leadId: string) {
  return (await storedLeads()).find((lead) => lead.id === leadId)?.payment_status;
}

describe('POST /api/payments/webhook', () => {
  it('marks the reservation paid on a signed payment_intent.succeeded', async () => {
    const { leadId, intentId } = await reservation('paid@example.com');
    expect(await statusOf(leadId)).toBe('awaiting');
    const answer = await deliver(intentEvent('payment_intent.succeeded', intentId, leadId));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await statusOf(leadId)).toBe('paid');
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { leadId, intentId } = await reservation('forged@example.com');
    const events = await countRows('payment_events');
    const forged = intentEvent('payment_intent.succeeded', intentId, leadId);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(forged),
      secret: 'whsec_someone_else',
    });
    expect((await deliver(forged, otherSecret)).status).toBe(400);
    expect((await deliver(forged, null)).status).toBe(400);
    expect((await deliver(forged, 't=1,v1=deadbeef')).status).toBe(400);
    expect(await statusOf(leadId)).toBe('awaiting');
    expect(await countRows('payment_events')).toBe(events);
    warn.mockRestore();
  });

  it('applies a replayed event once, and a late event never moves a paid lead back', async () => {
    const { leadId, intentId } = await reservation('replay@example.com');
    const failed = intentEvent('payment_intent.payment_failed', intentId, leadId);
    const succeeded = intentEvent('payment_intent.succeeded', intentId, leadId);

    expect((await deliver(failed)).body.outcome).toBe('applied');
    expect(await statusOf(leadId)).toBe('failed');
    expect((await deliver(succeeded)).body.outcome).toBe('applied');
    // Stripe redelivers both; the replay of "failed" must not undo the payment.
    expect((await deliver(failed)).body.outcome).toBe('replayed');
    expect((await deliver(succeeded)).body.outcome).toBe('replayed');
    const late = intentEvent('payment_intent.processing', intentId, leadId);
    expect((await deliver(late)).body.outcome).toBe('unchanged');
    expect(await statusOf(leadId)).toBe('paid');
  });

  it('marks processing, canceled, partly and fully refunded reservations', async () => {
    const first = await reservation('refund@example.com');
    await deliver(intentEvent('payment_intent.processing', first.intentId, first.leadId));
    expect(await statusOf(first.leadId)).toBe('processing');
    await deliver(intentEvent('payment_intent.succeeded', first.intentId, first.leadId));
    await deliver(refundEvent(first.intentId, 100000));
    expect(await statusOf(first.leadId)).toBe('partially-refunded');
    await deliver(refundEvent(first.intentId, 500000));
    expect(await statusOf(first.leadId)).toBe('refunded');

    const second = await reservation('cancel@example.com');
    await deliver(intentEvent('payment_intent.canceled', second.intentId, second.leadId));
    expect(await statusOf(second.leadId)).toBe('canceled');
  });

  it('answers 200 to an event for no stored reservation, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The CRM worker runs meanwhile: compare the payments, not the outbox's bookkeeping.
    const payments = async () =>
      (await storedLeads()).map(({ id, payment_status }) => ({ id, payment_status }));
    const before = await payments();
    const event = intentEvent('payment_intent.succeeded', 'pi_elsewhere', crypto.randomUUID());
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown-lead' },
    });
    expect(String(warn.mock.calls[0]?.[0])).toContain('names no stored reservation');
    expect(await payments()).toEqual(before);
    warn.mockRestore();
  });

  it('sends the paid reservation to the CRM again, with its payment', async () => {
    const { leadId, intentId } = await reservation('crm@example.com');
    await expect
      .poll(() => crm.deliveries.some((delivery) => delivery.idempotencyKey === leadId))
      .toBe(true);
    await deliver(intentEvent('payment_intent.succeeded', intentId, leadId));
    await expect
      .poll(() => crm.deliveries.find((delivery) => delivery.idempotencyKey === `${leadId}:1`))
      .toBeDefined();
    const update = crm.deliveries.find((delivery) => delivery.idempotencyKey === `${leadId}:1`);
    expect(JSON.parse(update?.body ?? '')).toMatchObject({
      kind: 'spot',
      leadId,
      email: 'crm@example.com',
      payment: { status: 'paid', amount: 5000, currency: 'AED', paymentIntentId: intentId },
    });
  });
});

describe('GET /api/payments/status', () => {
  async function status(query: string) {
    const response = await statusRoute(getRequest(`/api/payments/status?${query}`));
    return { status: response.status, body: (await response.json()) as object };
  }

  it('answers Stripe’s status to the holder of the client secret', async () => {
    const { leadId, intentId, clientSecret } = await reservation('status@example.com');
    const query = `payment_intent=${intentId}&payment_intent_client_secret=${clientSecret}`;
    expect(await status(query)).toEqual({
      status: 200,
      body: { data: { leadId, status: 'awaiting', amount: 500000, currency: 'aed' } },
    });
    const intent = stripe.intents.get(intentId);
    if (intent) intent.status = 'succeeded';
    expect((await status(query)).body).toMatchObject({ data: { status: 'paid' } });
  });

  it('falls back to the stored status when Stripe cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { leadId, intentId, clientSecret } = await reservation('fallback@example.com');
    await deliver(intentEvent('payment_intent.payment_failed', intentId, leadId));
    stripe.failures = [
      { status: 500, message: 'down' },
      { status: 500, message: 'down' },
      { status: 500, message: 'down' },
    ];
    const query = `payment_intent=${intentId}&payment_intent_client_secret=${clientSecret}`;
    expect((await status(query)).body).toMatchObject({ data: { leadId, status: 'failed' } });
    expect(log).toHaveBeenCalledWith('Stripe error: down');
    stripe.failures = [];
    log.mockRestore();
  });

  it('answers 404 to a secret that is not the intent’s, and 400 to a bad query', async () => {
    const { intentId } = await reservation('secret@example.com');
    expect(
      await status(
        `payment_intent=${intentId}&payment_intent_client_secret=${intentId}_secret_guess`,
      ),
    ).toEqual({
      status: 404,
      body: { code: 'reservationNotFound', message: 'We could not find your reservation' },
    });
    expect((await status('payment_intent=ch_123&payment_intent_client_secret=x')).status).toBe(400);
  });
});
