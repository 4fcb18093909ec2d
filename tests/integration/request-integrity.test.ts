import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as slotsRoute } from '@/app/api/bookings/slots/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as intentRoute } from '@/app/api/payments/intent/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { getLeadStore } from '@/lib/server/database/connection';
import { FakeStripe } from './support/fake-stripe';
import {
  countRows,
  getRequest,
  jsonRequest,
  provideTestStore,
  questionnaire,
  requestCallLead,
  spotBooking,
  spotReservation,
  storedLeads,
} from './support/lead-service';

const stripe = new FakeStripe();
const webhookSecret = 'whsec_integrity';

provideTestStore({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret });

beforeAll(async () => {
  await stripe.start();
  process.env.STRIPE_API_URL = stripe.baseUrl;
});
afterAll(() => stripe.stop());
afterEach(() => {
  vi.useRealTimers();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
  process.env.BOOKING_HORIZON_DAYS = '3650';
});

type Answer = { code?: string; message?: string; data?: { id?: string; leadId?: string } };

async function send(route: (request: Request) => Promise<Response>, request: Request) {
  const response = await route(request);
  return { status: response.status, body: (await response.json()) as Answer };
}

const withKey = (key: string) => ({ 'idempotency-key': key });
const keyReused =
  'This Idempotency-Key was already used with another request; send a new key for a new request';

async function rowCounts() {
  return {
    leads: await countRows('leads'),
    bookings: await countRows('bookings'),
    intents: stripe.creates().length,
  };
}

async function reservation(email: string, key = `reservation-${email}`) {
  const { body } = await send(
    intentRoute,
    jsonRequest('/api/payments/intent', spotReservation({ email }), withKey(key)),
  );
  return body.data?.leadId ?? '';
}

describe('an Idempotency-Key answers only for its own request (issue 22, finding 2)', () => {
  it('gives an honest retry the first answer', async () => {
    const lead = requestCallLead({ name: 'Retry Visitor' });
    const first = await send(leadsRoute, jsonRequest('/api/leads', lead, withKey('honest-1')));
    const again = await send(leadsRoute, jsonRequest('/api/leads', lead, withKey('honest-1')));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data?.id).toBe(first.body.data?.id);
  });

  it('refuses the key with another body, endpoint or kind: 422, nothing stored', async () => {
    const key = withKey('attacker-key-1');
    const first = await send(
      leadsRoute,
      jsonRequest('/api/leads', requestCallLead({ name: 'First Lead' }), key),
    );
    expect(first.status).toBe(201);
    const before = await rowCounts();

    const attempts = [
      // Same endpoint, another body.
      () => leadsRoute(jsonRequest('/api/leads', requestCallLead({ name: 'Other Lead' }), key)),
      // Another endpoint.
      () => questionnairesRoute(jsonRequest('/api/questionnaires', questionnaire(), key)),
      // A club booking (without Stripe, so no payment is asked): its slot would have been
      // attached to the request-call lead.
      async () => {
        delete process.env.STRIPE_SECRET_KEY;
        const booking = spotBooking({ s1: { date: '2030-02-04', time: '11:00' } });
        const response = await leadsRoute(jsonRequest('/api/leads', booking, key));
        process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
        return response;
      },
      // A payment intent: AED 5,000 would have been asked for the request-call lead.
      () => intentRoute(jsonRequest('/api/payments/intent', spotReservation(), key)),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(422);
      const answer = (await response.json()) as Answer;
      expect(answer).toMatchObject({ code: 'idempotencyKeyReused', message: keyReused });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a reservation belongs to the browser that made it (finding 4)', () => {
  it('gives another caller with the same details a reservation of their own', async () => {
    const owner = await reservation('owner@example.com', 'owner-browser-key');
    const retry = await reservation('owner@example.com', 'owner-browser-key');
    const stranger = await reservation('owner@example.com', 'stranger-browser-key');
    const { body } = await send(
      intentRoute,
      jsonRequest('/api/payments/intent', spotReservation({ email: 'owner@example.com' })),
    );
    expect(retry).toBe(owner);
    expect(new Set([owner, stranger, body.data?.leadId]).size).toBe(3);
  });
});

describe('slots are scarce (finding 5)', () => {
  async function freeSlots(date: string) {
    const response = await slotsRoute(
      getRequest(`/api/bookings/slots?agentId=layla-haddad&from=${date}&days=1`),
    );
    return ((await response.json()) as { data: { slots: { time: string }[] } }).data.slots;
  }

  it('with Stripe on, books no slot without a reservation that pays', async () => {
    const before = await rowCounts();
    const unpaid = await send(
      leadsRoute,
      jsonRequest('/api/leads', spotBooking({ s1: { date: '2030-02-05', time: '10:00' } })),
    );
    expect(unpaid.status).toBe(402);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a call beyond the bookable horizon or in the year 9999', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.BOOKING_HORIZON_DAYS = '14';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-07T06:00:00Z'));
    const before = await rowCounts();
    for (const date of ['2030-01-21', '2030-03-04', '9999-12-27']) {
      const far = await send(
        leadsRoute,
        jsonRequest('/api/leads', spotBooking({ s1: { date, time: '10:00' } })),
      );
      expect(far.status).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
    // Monday 7 January + 14 days: the last bookable day is Sunday the 20th, Friday the 18th works.
    expect(await freeSlots('2030-01-18')).toHaveLength(18);
    expect(await freeSlots('2030-01-21')).toEqual([]);
    const near = await send(
      leadsRoute,
      jsonRequest('/api/leads', spotBooking({ s1: { date: '2030-01-18', time: '10:00' } })),
    );
    expect(near.status).toBe(201);
  });

  it('holds a slot while its payment is under way, then lets it go; a paid one keeps it', async () => {
    const s1 = { date: '2030-02-06', time: '15:00' };
    const leadId = await reservation('holder@example.com');
    const visitor = spotReservation({ email: 'holder@example.com' });
    const held = await send(
      leadsRoute,
      jsonRequest('/api/leads', spotBooking({ ...visitor, leadId, s1 })),
    );
    expect(held.status).toBe(201);
    expect(await freeSlots(s1.date)).not.toContainEqual(s1);

    // Half an hour later without a payment, the slot is free, and another paying visitor gets it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(await freeSlots(s1.date)).toContainEqual(s1);
    const otherLead = await reservation('payer@example.com');
    const payer = spotReservation({ email: 'payer@example.com' });
    const taken = await send(
      leadsRoute,
      jsonRequest('/api/leads', spotBooking({ ...payer, leadId: otherLead, s1 })),
    );
    expect(taken.status).toBe(201);
    const intentId = (
      await (
        await getLeadStore()
      )
        .selectFrom('leads')
        .select('payment_intent_id')
        .where('id', '=', otherLead)
        .executeTakeFirstOrThrow()
    ).payment_intent_id;

    // Its payment succeeds: the slot is its own for good.
    const event = {
      id: 'evt_integrity_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent', metadata: { leadId: otherLead } } },
    };
    expect((await deliver(event)).status).toBe(200);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    expect(await freeSlots(s1.date)).not.toContainEqual(s1);
    const booking = await (
      await getLeadStore()
    )
      .selectFrom('bookings')
      .selectAll()
      .where('slot', '=', '2030-02-06 15:00')
      .execute();
    expect(booking).toMatchObject([{ lead_id: otherLead, held_until: null }]);
  });
});

async function deliver(event: unknown, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  const response = await webhookRoute(
    new Request('http://localhost:3000/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('signed webhooks (findings 3 and 6)', () => {
  it('refuses a signature dated more than five minutes before or after now', async () => {
    const now = Math.floor(Date.now() / 1000);
    const event = { id: 'evt_time', object: 'event', type: 'ping', data: { object: {} } };
    expect((await deliver(event, now + 3600)).status).toBe(400);
    expect((await deliver(event, now - 3600)).status).toBe(400);
    expect((await deliver(event, now + 60)).status).toBe(200);
  });

  it.each([
    ['no data', { id: 'evt_m1', type: 'payment_intent.succeeded' }],
    ['data without object', { id: 'evt_m2', type: 'payment_intent.succeeded', data: {} }],
    ['a number for data', { id: 'evt_m3', type: 'charge.refunded', data: 7 }],
    [
      'a charge of wrong types',
      {
        id: 'evt_m4',
        type: 'charge.refunded',
        data: { object: { object: 'charge', amount: 'all', metadata: { leadId: { $ne: 1 } } } },
      },
    ],
    ['an id that is an object', { id: { a: 1 }, type: 'payment_intent.succeeded', data: {} }],
    [
      'metadata of wrong type',
      {
        id: 'evt_m5',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', id: 5, metadata: 'lead' } },
      },
    ],
    ['an array', []],
    ['null', null],
  ])('answers a signed but malformed event (%s) without a 5xx', async (_title, event) => {
    const { status } = await deliver(event);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await storedLeads()).not.toContainEqual(
      expect.objectContaining({ payment_status: 'paid', email: null }),
    );
  });
});
