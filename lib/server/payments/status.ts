import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import { paymentStatuses, type PaymentStatus } from '@/lib/booking/rules';
import type { PaymentStatusData } from '@/lib/leads/booking';
import { getLeadStore } from '../database/connection';
import { sha256 } from './reservation';
import { logStripeError, stripeClient } from './stripe';

const refundStatuses: ReadonlySet<string> = new Set(['refunded', 'partially-refunded']);

/**
 * The payment of the reservation behind a PaymentIntent, for the /success page after a redirect:
 * Stripe's word when it answers, else what the webhooks stored. Undefined when no reservation has
 * that intent or the client secret is not its own (the page proves it holds the secret).
 */
export async function paymentStatusOf(
  intentId: string,
  clientSecret: string,
): Promise<PaymentStatusData | undefined> {
  const db = await getLeadStore();
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'payment_status', 'payment_amount', 'payment_secret_hash'])
    .where('payment_intent_id', '=', intentId)
    .executeTakeFirst();
  if (!lead?.payment_secret_hash || !sameHash(lead.payment_secret_hash, sha256(clientSecret)))
    return undefined;

  let status = paymentStatuses.find((known) => known === lead.payment_status) ?? 'awaiting';
  let amount = lead.payment_amount ?? 0;
  // A refund is ours to report: Stripe's PaymentIntent still says succeeded.
  if (!refundStatuses.has(status)) {
    const intent = await retrieveIntent(intentId);
    if (intent) {
      status = statusOfIntent(intent);
      amount = intent.amount;
    }
  }
  return { leadId: lead.id, status, amount, currency: 'aed' };
}

async function retrieveIntent(intentId: string): Promise<Stripe.PaymentIntent | undefined> {
  const stripe = stripeClient();
  if (!stripe) return undefined;
  try {
    return await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    logStripeError(error);
    return undefined;
  }
}

function statusOfIntent(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'awaiting';
    default:
      return 'awaiting';
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
