import 'server-only';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type Stripe from 'stripe';
import { paymentStatuses, wasPaid, type PaymentStatus } from '@/lib/booking/rules';
import { listAgents } from '../agents/directory';
import { cancelCallWithin } from '../bookings/manage';
import { queueLeadUpdate } from '../crm/outbox';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { newManageToken, queueCallMail } from '../mail/lead-mail';
import { nudgeMailing } from '../mail/outbox';

export type EventOutcome = 'applied' | 'unchanged' | 'replayed' | 'ignored' | 'unknown-lead';

/** How far along a payment is; a late or replayed event never moves a lead back. */
const progress: Record<PaymentStatus, number> = {
  unpaid: 0,
  awaiting: 1,
  processing: 2,
  failed: 2,
  canceled: 2,
  paid: 3,
  'partially-refunded': 4,
  refunded: 5,
};

/** The status an event reports and the PaymentIntent it is about, or undefined for other events. */
type ReportedPayment = {
  status: PaymentStatus;
  intentId: string | undefined;
  leadId: string | undefined;
  /** a refund's own amount (refund.updated): a part of the payment is a partial refund */
  refunded?: number;
};

function readEvent(event: Stripe.Event): ReportedPayment | undefined {
  // Signed is not well-formed (issue 22): every field is checked for its type before use.
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== 'object' || object === null) return undefined;
  const fields = object as Record<string, unknown>;
  const metadata = fields.metadata as Record<string, unknown> | null | undefined;
  const leadId = text(typeof metadata === 'object' && metadata ? metadata.leadId : undefined);
  if (event.type === 'charge.refunded' && fields.object === 'charge') {
    const { amount, amount_refunded: refunded, payment_intent: intent } = fields;
    if (typeof amount !== 'number' || typeof refunded !== 'number') return undefined;
    return {
      status: refunded >= amount ? 'refunded' : 'partially-refunded',
      intentId: text(intent) ?? text((intent as { id?: unknown } | null)?.id),
      leadId,
    };
  }
  // A refund made from the back office (or Stripe's dashboard) that went through.
  if (event.type === 'refund.updated' && fields.object === 'refund') {
    const { amount, status, payment_intent: intent } = fields;
    if (status !== 'succeeded' || typeof amount !== 'number') return undefined;
    return {
      status: 'refunded',
      refunded: amount,
      intentId: text(intent) ?? text((intent as { id?: unknown } | null)?.id),
      leadId,
    };
  }
  if (fields.object !== 'payment_intent') return undefined;
  const statuses: Partial<Record<string, PaymentStatus>> = {
    'payment_intent.succeeded': 'paid',
    'payment_intent.processing': 'processing',
    'payment_intent.payment_failed': 'failed',
    'payment_intent.canceled': 'canceled',
  };
  const status = statuses[event.type];
  return status && { status, intentId: text(fields.id), leadId };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 255 ? value : undefined;
}

/**
 * Applies a verified Stripe event to its reservation, once: the event's id is recorded in the same
 * transaction as the change, so a redelivered event finds it and changes nothing.
 */
export async function applyPaymentEvent(event: Stripe.Event): Promise<EventOutcome> {
  if (typeof event.id !== 'string' || typeof event.type !== 'string') return 'ignored';
  const reported = readEvent(event);
  if (!reported) return 'ignored';
  const db = await getLeadStore();
  // A refunded spot's call is cancelled with it, which mails its expert by name.
  const agents = reported.status.includes('refunded') ? await listAgents() : [];
  return db
    .transaction()
    .execute(async (trx) => {
      const fresh = await trx
        .insertInto('payment_events')
        .values({
          event_id: event.id,
          type: event.type,
          lead_id: null,
          received_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!fresh) return 'replayed';

      const lead = await trx
        .selectFrom('leads')
        .select(['id', 'payment_status', 'payment_intent_id', 'payment_amount'])
        .where('kind', '=', 'spot')
        .where((eb) =>
          eb.or([
            eb('id', '=', reported.leadId ?? ''),
            eb('payment_intent_id', '=', reported.intentId ?? ''),
          ]),
        )
        .executeTakeFirst();
      if (!lead) {
        console.warn(
          `[payments] ${event.type} ${event.id} names no stored reservation (lead ${reported.leadId ?? '-'}, ${reported.intentId ?? '-'})`,
        );
        return 'unknown-lead';
      }
      await trx
        .updateTable('payment_events')
        .set({ lead_id: lead.id })
        .where('event_id', '=', event.id)
        .execute();

      const current = knownStatus(lead.payment_status);
      const status =
        reported.refunded !== undefined && reported.refunded < (lead.payment_amount ?? 0)
          ? 'partially-refunded'
          : reported.status;
      const moves = !wasPaid(current) || progress[status] > progress[current];
      if (!moves || current === status) return 'unchanged';
      await trx
        .updateTable('leads')
        .set({
          payment_status: status,
          payment_intent_id: lead.payment_intent_id ?? reported.intentId ?? null,
        })
        .where('id', '=', lead.id)
        .execute();
      await settleHeldSlot(trx, lead.id, status);
      await queueLeadUpdate(trx, lead.id);
      if (status === 'paid') await offerCallChoice(trx, lead.id);
      // Settled with the refund, in its transaction: a refunded spot keeps no call (no call: no change).
      if (status === 'refunded') await cancelCallWithin(trx, agents, lead.id, { kind: 'refund' });
      return 'applied';
    })
    .then((outcome) => {
      if (outcome === 'applied') nudgeMailing();
      return outcome;
    });
}

/**
 * Paid and no call yet: "payment received, choose your call" goes out in 30 minutes, unless a
 * booking withdraws it first (docs/design.md §10). Its link is the lead's manage link.
 */
async function offerCallChoice(trx: Kysely<LeadDatabase>, leadId: string): Promise<void> {
  const booked = await trx
    .selectFrom('bookings')
    .select('lead_id')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (booked) return;
  const { token, hash } = newManageToken();
  await trx
    .updateTable('leads')
    .set({ manage_token_hash: hash })
    .where('id', '=', leadId)
    .execute();
  await queueCallMail(trx, {
    leadId,
    agent: undefined,
    event: 'choose-call',
    slot: undefined,
    token,
  });
}

/**
 * A slot held while the payment was under way (lib/server/bookings/book.ts) is kept for good once
 * paid, and let go at once when the payment failed or was canceled.
 */
async function settleHeldSlot(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  status: PaymentStatus,
): Promise<void> {
  const held = (eb: ExpressionBuilder<LeadDatabase, 'bookings'>) =>
    eb.and([eb('lead_id', '=', leadId), eb('held_until', 'is not', null)]);
  if (status === 'paid')
    await trx.updateTable('bookings').set({ held_until: null }).where(held).execute();
  else if (status === 'failed' || status === 'canceled')
    await trx.deleteFrom('bookings').where(held).execute();
}

function knownStatus(value: string | null): PaymentStatus {
  return paymentStatuses.find((status) => status === value) ?? 'unpaid';
}
