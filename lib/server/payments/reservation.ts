import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { spotIntentSchema } from '@/lib/leads/booking';
import { leadServiceConfig } from '../config';
import { getLeadStore } from '../database/connection';
import type { SubmissionContext } from '../endpoint';
import { storeLead } from '../lead-store';

export type SpotIntentRequest = z.output<typeof spotIntentSchema>;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The club spot's price in fils (AED minor units), as Stripe counts it. */
export function spotPriceFils(): number {
  return Math.round(leadServiceConfig().payments.spotPriceAed * 100);
}

/**
 * Stores the visitor's reservation (a `spot` lead awaiting payment) before any money moves. A
 * double click or a retry is recognised by the browser's Idempotency-Key, which only that browser
 * holds — never by the visitor's details, which anyone who knows them could send (issue 22).
 */
export async function storeReservation(
  request: SpotIntentRequest,
  context: SubmissionContext,
): Promise<string> {
  const { id } = await storeLead(
    { kind: 'spot', submission: request, context },
    { payment_status: 'awaiting', payment_amount: spotPriceFils(), payment_currency: 'aed' },
  );
  return id;
}

/** The PaymentIntent of a reservation, stored on it; a retried intent no longer counts as unpaid. */
export async function recordIntent(
  leadId: string,
  intent: { id: string; amount: number; currency: string; clientSecret: string },
): Promise<void> {
  const db = await getLeadStore();
  await db
    .updateTable('leads')
    .set((eb) => ({
      payment_intent_id: intent.id,
      payment_amount: intent.amount,
      payment_currency: intent.currency,
      payment_secret_hash: sha256(intent.clientSecret),
      payment_status: eb
        .case()
        .when('payment_status', '=', 'unpaid')
        .then('awaiting')
        .else(eb.ref('payment_status'))
        .end(),
    }))
    .where('id', '=', leadId)
    .execute();
}

/** Stripe could not start the payment: the reservation stays, as an unpaid one the sales team calls. */
export async function markReservationUnpaid(leadId: string): Promise<void> {
  const db = await getLeadStore();
  await db
    .updateTable('leads')
    .set({ payment_status: 'unpaid' })
    .where('id', '=', leadId)
    .where('payment_status', '=', 'awaiting')
    .where('payment_intent_id', 'is', null)
    .execute();
}
