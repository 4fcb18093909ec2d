import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as intentRoute } from '@/app/api/payments/intent/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { leadFile } from '@/lib/server/admin/lead-file';
import { leadTimeline } from '@/lib/server/admin/lead-timeline';
import { leadAccess, type Staff } from '@/lib/server/admin/roles';
import { getLeadStore } from '@/lib/server/database/connection';
import { refundRequestedAt, requestRefund } from '@/lib/server/payments/refund';
import { FakeStripe } from './support/fake-stripe';
import {
  jsonRequest,
  provideTestStore,
  spotBooking,
  spotReservation,
} from './support/lead-service';

vi.setConfig({ testTimeout: 60_000 });
const stripe = new FakeStripe();
const webhookSecret = 'whsec_test_secret';
provideTestStore({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret });

beforeAll(async () => {
  await stripe.start();
  process.env.STRIPE_API_URL = stripe.baseUrl;
});
afterAll(() => stripe.stop());

const staffOf = (role: Staff['role']): Staff => ({
  id: `${role}-id`,
  email: `${role}@meridiangate.test`,
  name: role,
  role,
  agentId: role === 'sales' ? 'layla-haddad' : null,
});
let eventCount = 0;

async function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_r${++eventCount}`,
    object: 'event',
    type,
    data: { object },
  });
  const response = await webhookRoute(
    new Request('http://localhost:3000/api/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
      body: payload,
    }),
  );
  return ((await response.json()) as { outcome?: string }).outcome;
}

/** A paid reservation with its call booked, as the spot wizard leaves it. */
async function paidSpotWithCall(email: string, s1: { date: string; time: string }) {
  const answer = await intentRoute(jsonRequest('/api/payments/intent', spotReservation({ email })));
  const { data } = (await answer.json()) as { data: { leadId: string; clientSecret: string } };
  const intentId = data.clientSecret.split('_secret_')[0] ?? '';
  const paid = {
    id: intentId,
    object: 'payment_intent',
    amount: 500000,
    metadata: { leadId: data.leadId },
  };
  expect(await deliver('payment_intent.succeeded', paid)).toBe('applied');
  const booked = await leadsRoute(
    jsonRequest(
      '/api/leads',
      spotBooking({ email, phone: spotReservation().phone, leadId: data.leadId, s1 }),
    ),
  );
  expect(booked.status).toBe(201);
  return { leadId: data.leadId, intentId };
}

async function leadRow(leadId: string) {
  const db = await getLeadStore();
  const lead = await db
    .selectFrom('leads')
    .select(['payment_status', 'call_status'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  const booking = await db
    .selectFrom('bookings')
    .select('slot')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return { ...lead, slot: booking?.slot };
}

describe('refunding a paid spot (docs/design.md §12)', () => {
  it('asks Stripe once, records the request, and waits for the webhook', async () => {
    const { leadId, intentId } = await paidSpotWithCall('refund@example.com', {
      date: '2030-02-04',
      time: '10:00',
    });
    expect(await requestRefund(staffOf('sales'), leadId)).toEqual({
      requested: false,
      reason: 'forbidden',
    });
    expect(await requestRefund(staffOf('marketing'), leadId)).toMatchObject({ requested: false });
    const first = await requestRefund(staffOf('admin'), leadId);
    expect(first).toMatchObject({ requested: true });
    // A double click is the same refund at Stripe (its idempotency key).
    expect(await requestRefund(staffOf('admin'), leadId)).toEqual(first);
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({ payment_intent: intentId, metadata: { leadId } });
    expect(await refundRequestedAt(leadId)).toBeDefined();
    // Requested is not refunded: the payment and the call stand until Stripe confirms.
    expect(await leadRow(leadId)).toEqual({
      payment_status: 'paid',
      call_status: 'booked',
      slot: '2030-02-04 10:00',
    });

    const charge = {
      id: 'ch_r1',
      object: 'charge',
      amount: 500000,
      amount_refunded: 500000,
      payment_intent: intentId,
      metadata: {},
    };
    expect(await deliver('charge.refunded', charge)).toBe('applied');
    expect(await leadRow(leadId)).toEqual({
      payment_status: 'refunded',
      call_status: 'cancelled',
      slot: undefined,
    });
    // Stripe sends it again: nothing changes twice.
    expect(await deliver('charge.refunded', charge)).toBe('unchanged');
    const db = await getLeadStore();
    const cancelled = await db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('lead_id', '=', leadId)
      .where('kind', 'like', '%booking-cancelled')
      .execute();
    expect(cancelled.map((mail) => mail.recipient)).toContain('refund@example.com');
    const lead = await leadFile(leadId, leadAccess(staffOf('admin')));
    const timeline = (await leadTimeline(lead!, staffOf('admin'))).map((event) => event.what);
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^You asked Stripe for a refund of AED /),
        'Payment: charge.refunded',
      ]),
    );
    expect(await requestRefund(staffOf('admin'), leadId)).toEqual({
      requested: false,
      reason: 'not-paid',
    });
  });

  it('settles on refund.updated too; a partial refund keeps the call', async () => {
    const whole = await paidSpotWithCall('whole@example.com', {
      date: '2030-02-05',
      time: '10:00',
    });
    const part = await paidSpotWithCall('part@example.com', { date: '2030-02-05', time: '11:00' });
    const refund = (intentId: string, amount: number, status: string) => ({
      id: `re_${intentId}`,
      object: 'refund',
      amount,
      status,
      payment_intent: intentId,
      metadata: {},
    });
    expect(await deliver('refund.updated', refund(whole.intentId, 500000, 'pending'))).toBe(
      'ignored',
    );
    expect(await deliver('refund.updated', refund(whole.intentId, 500000, 'succeeded'))).toBe(
      'applied',
    );
    expect(await leadRow(whole.leadId)).toMatchObject({
      payment_status: 'refunded',
      slot: undefined,
    });
    expect(await deliver('refund.updated', refund(part.intentId, 100000, 'succeeded'))).toBe(
      'applied',
    );
    expect(await leadRow(part.leadId)).toEqual({
      payment_status: 'partially-refunded',
      call_status: 'booked',
      slot: '2030-02-05 11:00',
    });
  });

  it('answers when Stripe refuses, and refunds nothing unpaid', async () => {
    const { leadId } = await paidSpotWithCall('refused@example.com', {
      date: '2030-02-06',
      time: '10:00',
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stripe.failures.push(
      { status: 400, message: 'Charge already refunded' },
      { status: 400, message: 'Charge already refunded' },
      { status: 400, message: 'Charge already refunded' },
    );
    expect(await requestRefund(staffOf('admin'), leadId)).toEqual({
      requested: false,
      reason: 'stripe',
    });
    error.mockRestore();
    stripe.failures.length = 0;
    expect(await refundRequestedAt(leadId)).toBeUndefined();
  });
});
