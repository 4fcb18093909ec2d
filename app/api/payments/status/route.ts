import { paymentStatusQuerySchema } from '@/lib/leads/booking';
import { jsonAnswer, queryEndpoint, refusal } from '@/lib/server/endpoint';
import { paymentStatusOf } from '@/lib/server/payments/status';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `GET /api/payments/status?payment_intent=pi_…&payment_intent_client_secret=…` (the query Stripe
 * adds to the return URL) → `{ data: { leadId, status, amount, currency } }`; `404` when the intent
 * is not a reservation's or the secret is not its own.
 */
export const GET = queryEndpoint({
  schema: paymentStatusQuerySchema,
  respond: async ({ payment_intent, payment_intent_client_secret }) => {
    const data = await paymentStatusOf(payment_intent, payment_intent_client_secret);
    return data ? jsonAnswer(200, { data }) : refusal(404, 'reservationNotFound');
  },
});
