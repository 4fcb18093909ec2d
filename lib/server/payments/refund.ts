import 'server-only';
import { recordStaffAction } from '../admin/audit';
import { may, type Staff } from '../admin/roles';
import { getLeadStore } from '../database/connection';
import { logStripeError, stripeClient } from './stripe';

export type RefundRequest =
  | { requested: true; refundId: string }
  | { requested: false; reason: 'forbidden' | 'not-paid' | 'no-stripe' | 'stripe' };

/**
 * Asks Stripe to refund a paid club spot (docs/design.md §12), admin only. Only the request is
 * recorded here (audit `lead.refund-requested`); the payment is marked refunded, and its call
 * cancelled, when the signed webhook says the refund went through (webhook.ts). The idempotency key
 * makes a double click, or a retry after a lost answer, the same refund.
 */
export async function requestRefund(staff: Staff, leadId: string): Promise<RefundRequest> {
  if (!may(staff.role, 'leads.refund')) return { requested: false, reason: 'forbidden' };
  const db = await getLeadStore();
  const lead = await db
    .selectFrom('leads')
    .select(['payment_status', 'payment_intent_id', 'payment_amount'])
    .where('id', '=', leadId)
    .where('kind', '=', 'spot')
    .executeTakeFirst();
  if (lead?.payment_status !== 'paid' || !lead.payment_intent_id)
    return { requested: false, reason: 'not-paid' };
  const stripe = stripeClient();
  if (!stripe) return { requested: false, reason: 'no-stripe' };
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: lead.payment_intent_id, metadata: { leadId } },
      { idempotencyKey: `refund-${leadId}` },
    );
    await recordStaffAction(
      db,
      staff,
      'lead.refund-requested',
      { refund: refund.id, amount: refund.amount, status: refund.status },
      leadId,
    );
    return { requested: true, refundId: refund.id };
  } catch (error) {
    logStripeError(error);
    return { requested: false, reason: 'stripe' };
  }
}

/** When this lead's refund was last requested, for the lead page; undefined if never. */
export async function refundRequestedAt(leadId: string): Promise<string | undefined> {
  const db = await getLeadStore();
  const row = await db
    .selectFrom('staff_audit')
    .select('at')
    .where('lead_id', '=', leadId)
    .where('action', '=', 'lead.refund-requested')
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row?.at;
}
