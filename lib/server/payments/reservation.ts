import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { spotIntentSchema } from '@/lib/leads/booking';
import { leadServiceConfig } from '../config';
import { getLeadStore } from '../database/connection';
import { violatedUniqueConstraint } from '../database/errors';
import type { SubmissionContext } from '../endpoint';
import { storeLead } from '../lead-store';

export type SpotIntentRequest = z.output<typeof spotIntentSchema>;

/** A second press of "Next" within this window finds the first press's reservation. */
const reservationWindowMs = 10 * 60_000;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The club spot's price in fils (AED minor units), as Stripe counts it. */
export function spotPriceFils(): number {
  return Math.round(leadServiceConfig().payments.spotPriceAed * 100);
}

/**
 * Stores the visitor's reservation (a `spot` lead awaiting payment) before any money moves, or
 * finds the one the same visitor made with the same details moments ago (a double click, a retry).
 */
export async function reserveSpot(
  request: SpotIntentRequest,
  context: SubmissionContext,
  now = Date.now(),
): Promise<string> {
  const reservationKey = sha256(
    JSON.stringify([
      request.name,
      request.email.toLowerCase(),
      request.phone,
      request.locale,
      request.fullUrl,
      Math.floor(now / reservationWindowMs),
    ]),
  );
  try {
    const { id } = await storeLead(
      { kind: 'spot', submission: request, context },
      {
        payment_status: 'awaiting',
        payment_amount: spotPriceFils(),
        payment_currency: 'aed',
        reservation_key: reservationKey,
      },
    );
    return id;
  } catch (error) {
    if (!violatedUniqueConstraint(error)?.includes('reservation_key')) throw error;
    const db = await getLeadStore();
    const existing = await db
      .selectFrom('leads')
      .select('id')
      .where('reservation_key', '=', reservationKey)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
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
