import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as intentRoute } from '@/app/api/payments/intent/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { POST as postbackRoute } from '@/app/postback/route';
import { POST as startedChatRoute } from '@/app/started_chat/route';
import { FakeStripe } from './support/fake-stripe';
import {
  countRows,
  cvFiles,
  formParams,
  jsonRequest,
  pageContext,
  provideTestStore,
  questionnaire,
  requestCallLead,
  spotBooking,
  spotReservation,
} from './support/lead-service';

// Issue 22, finding 3: whatever a client sends, the answer is never a 5xx, and a refusal stores
// nothing. Each endpoint gets a few hundred bodies built from a valid one with fields swapped for
// wrong types, deep nesting, huge and empty values and odd Unicode.

const stripe = new FakeStripe();
const webhookSecret = 'whsec_malformed';
provideTestStore({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret });
beforeAll(async () => {
  await stripe.start();
  process.env.STRIPE_API_URL = stripe.baseUrl;
});
afterAll(() => stripe.stop());

const runs = Number(process.env.MALFORMED_RUNS ?? 250);

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u200b\u200c\u200d',
  '\u3164',
  '\u115f\u1160',
  '\u200f\u202eevil',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '\u0000',
  '\u001b[2J',
  '😀'.repeat(300),
  'a'.repeat(5000),
  'Z\u0351\u0352\u0353'.repeat(200),
  '<script>alert(1)</script>',
  '../..',
  '..',
  '%00%2e%2e',
  '=cmd|calc',
  'ﷺ',
  '\u2028\u2029',
  'null',
  '__proto__',
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
}

const trickyObject = fc.constantFrom<unknown>(
  { toString: 1 },
  { valueOf: 'x', toString: null },
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  nested(20),
  nested(5000),
  [],
  [[[]]],
  {},
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  trickyObject,
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 5 }),
);

/** A valid body with some fields swapped for wrong values and maybe a few extra ones, or no object at all. */
function jsonBodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = [...Object.keys(valid), 'website', 'formStartedAt', 's1', 'leadId', 'kind'];
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fields), wrongValue, { minKeys: 1, maxKeys: 4 }),
      fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 2 }),
    )
    .map(([swapped, extra]) => ({ ...valid, ...extra, ...swapped }));
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: wrongValue });
}

/** The JSON text of a body; a few are cut short or are not JSON at all. */
const jsonText = (body: unknown) =>
  fc.constantFrom('whole', 'whole', 'whole', 'cut', 'garbage').map((how) => {
    let text: string;
    try {
      text = JSON.stringify(body) ?? 'undefined';
    } catch {
      text = '{';
    }
    if (how === 'cut') return text.slice(0, Math.floor(text.length / 2));
    if (how === 'garbage') return `${text}}{\u0000`;
    return text;
  });

async function storedRows(): Promise<number> {
  return (
    (await countRows('leads')) +
    (await countRows('bookings')) +
    (await countRows('conversions')) +
    (await countRows('chat_starts'))
  );
}

type Tally = Record<string, number>;

/** Sends each body, asserts no 5xx and nothing stored on a 4xx; returns the statuses seen. */
async function probe(
  bodies: fc.Arbitrary<Request>,
  send: (request: Request) => Promise<Response>,
): Promise<Tally> {
  const tally: Tally = {};
  await fc.assert(
    fc.asyncProperty(bodies, async (request) => {
      const before = await storedRows();
      const response = await send(request);
      tally[response.status] = (tally[response.status] ?? 0) + 1;
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) expect(await storedRows()).toBe(before);
    }),
    { numRuns: runs },
  );
  return tally;
}

const jsonEndpoints: [
  string,
  string,
  Record<string, unknown>,
  (r: Request) => Promise<Response>,
][] = [
  ['request-call', '/api/leads', requestCallLead(), leadsRoute],
  ['spot booking', '/api/leads', spotBooking(), leadsRoute],
  ['questionnaire', '/api/questionnaires', questionnaire(), questionnairesRoute],
  ['payment intent', '/api/payments/intent', spotReservation(), intentRoute],
  ['postback', '/postback', { leadId: '00000000-0000-4000-8000-000000000000' }, postbackRoute],
  ['started_chat', '/started_chat', { ...pageContext }, startedChatRoute],
];

describe('no 5xx for any JSON body (issue 22)', { timeout: 300_000 }, () => {
  it.each(jsonEndpoints)('%s (%s)', async (title, pathname, valid, route) => {
    const requests = jsonBodies(valid)
      .chain(jsonText)
      .map((text) => jsonRequest(pathname, text));
    const tally = await probe(requests, route);
    console.log(`[malformed-bodies] ${title}: ${runs} bodies → ${JSON.stringify(tally)}`);
  });
});

const formFields = {
  name: 'Karim Nassar',
  phone: '+971552223344',
  email: 'karim@example.com',
  propertyStatus: 'ready',
  listing: 'marina-gate-2-bedroom',
  ...pageContext,
};

const multipartValue = fc.oneof(
  oddText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(70 * 1024)),
);

describe('no 5xx for any multipart body (issue 22)', { timeout: 300_000 }, () => {
  it.each(['sell', 'partner', 'listing', 'career'])('/api/forms/%s', async (form) => {
    const fieldNames = [...Object.keys(formFields), 'website', 'formStartedAt', 'cv', 'country'];
    const requests = fc
      .tuple(
        fc.dictionary(fc.constantFrom(...fieldNames), multipartValue, { minKeys: 1, maxKeys: 4 }),
        fc.constantFrom('none', 'pdf', 'empty', 'lying', 'two'),
        fc.integer({ min: 0, max: 70 }),
      )
      .map(([swapped, file, extraParts]) => {
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...formFields, ...swapped }))
          body.append(name, value);
        if (file === 'pdf' || file === 'two') body.set('cv', cvFiles.pdf());
        if (file === 'two') body.append('cv2', cvFiles.docx());
        if (file === 'empty') body.set('cv', new File([], ''));
        if (file === 'lying') body.set('cv', new File(['MZ\u0090'], 'cv.pdf'));
        for (let part = 0; part < extraParts; part++) body.append(`extra${part}`, '');
        return new Request(`http://localhost:3000/api/forms/${form}`, { method: 'POST', body });
      });
    const tally = await probe(requests, (request) => formsRoute(request, formParams(form)));
    console.log(`[malformed-bodies] /api/forms/${form}: ${runs} bodies → ${JSON.stringify(tally)}`);
  });
});

describe('no 5xx for any signed webhook event (issue 22)', { timeout: 300_000 }, () => {
  it('POST /api/payments/webhook', async () => {
    // Shallower than wrongValue: fast-check's records cannot hold the 5,000-deep value.
    const eventValue = fc.oneof(
      oddText,
      fc.anything({ maxDepth: 3 }),
      fc.integer(),
      fc.constant(null),
      fc.constant<unknown>({ toString: 1 }),
      fc.constant(nested(20)),
    );
    const eventTypes = fc.constantFrom(
      'payment_intent.succeeded',
      'payment_intent.processing',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
      'charge.refunded',
    );
    const paymentObject = fc.record(
      {
        object: fc.oneof(fc.constantFrom('payment_intent', 'charge'), eventValue),
        id: fc.oneof(fc.constant('pi_123'), eventValue),
        amount: fc.oneof(fc.integer(), eventValue),
        amount_refunded: fc.oneof(fc.integer(), eventValue),
        payment_intent: fc.oneof(fc.constant('pi_123'), fc.record({ id: eventValue }), eventValue),
        metadata: fc.oneof(fc.record({ leadId: eventValue }), eventValue),
      },
      { requiredKeys: [] },
    );
    const events = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record(
          {
            id: fc.oneof(
              fc.uuid().map((id) => `evt_${id}`),
              eventValue,
            ),
            object: fc.constant('event'),
            type: fc.oneof(eventTypes, eventValue),
            data: fc.oneof(fc.record({ object: fc.oneof(paymentObject, eventValue) }), eventValue),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: eventValue },
    );
    const requests = events.map((event) => {
      const payload = JSON.stringify(event) ?? 'null';
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      return new Request('http://localhost:3000/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    });
    const tally = await probe(requests, webhookRoute);
    console.log(`[malformed-bodies] webhook: ${runs} signed events → ${JSON.stringify(tally)}`);
  });
});
