import 'server-only';
import type { Kysely } from 'kysely';
import { isPaid } from '@/lib/booking/rules';
import type { Agent } from '@/lib/leads/agent';
import type { SpotLead } from '@/lib/leads/lead';
import { fieldMessages, type AnswerCode, type FieldErrors } from '@/lib/leads/validation-messages';
import { listAgents } from '../agents/directory';
import { leadServiceConfig } from '../config';
import { nudgeCrmForwarding, queueLeadUpdate } from '../crm/outbox';
import { parseDetails } from '../crm/payloads';
import { getLeadStore } from '../database/connection';
import { violatedUniqueConstraint } from '../database/errors';
import type { LeadDatabase } from '../database/schema';
import type { SubmissionContext } from '../endpoint';
import { insertLead } from '../lead-store';
import { consentColumns } from '../lead-row';
import { newManageToken, queueCallMail, queueStaffLeadMail } from '../mail/lead-mail';
import { nudgeMailing } from '../mail/outbox';
import { holdsAnotherReservation } from './booking-limits';
import { slotKey, type Slot } from '@/lib/booking/slots';
import { isBookableSlot } from './slots';

export type BookingOutcome =
  | { booked: true; id: string }
  | {
      booked: false;
      status: number;
      code: AnswerCode;
      errors?: FieldErrors;
    };

class BookingRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: AnswerCode,
  ) {
    super(code);
  }
}

/**
 * Books the expert's slot for the visitor (docs/design.md §9). With `leadId` the call is attached
 * to the reservation of the payment step; without, the booking is itself an unpaid reservation. The
 * database's UNIQUE (agent_id, slot) decides between two visitors who pick the same slot at once.
 * A person holds one unpaid reservation at a time (booking-limits.ts).
 */
export async function bookSpot(
  { kind: _kind, leadId, agentId, ...booking }: SpotLead,
  context: SubmissionContext,
): Promise<BookingOutcome> {
  const agent = (await listAgents()).find((candidate) => candidate.id === agentId);
  if (!agent) {
    const errors = { agentId: fieldMessages.notValid };
    return { booked: false, status: 400, code: 'checkFields', errors };
  }
  const db = await getLeadStore();
  if (!(await isBookableSlot(db, agentId, booking.s1)))
    return { booked: false, status: 400, code: 'slotUnavailable' };
  // With card payment on, only a reservation that pays takes an expert's time (issue 22).
  const paymentsOn = Boolean(leadServiceConfig().payments.secretKey);
  if (paymentsOn && !leadId) return { booked: false, status: 402, code: 'paymentRequired' };

  const call = { s1: booking.s1, agentId, expert: agent.name };
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (leadId) return attachToReservation(trx, leadId, booking, call, paymentsOn, agent);
      const { id, created } = await insertLead(
        trx,
        { kind: 'spot', submission: { ...booking, ...call }, context },
        { payment_status: 'unpaid', agent_id: agentId },
      );
      if (!created) return id;
      if (await holdsAnotherReservation(trx, id, booking, { agentId, slot: slotKey(booking.s1) }))
        throw new BookingRefused(409, 'alreadyReserved');
      await insertBooking(trx, id, agentId, slotKey(booking.s1), null);
      if (!context.quarantineReason) {
        await queueStaffLeadMail(trx, id, agent);
        await callBooked(trx, id, agent, booking.s1);
      }
      return id;
    });
    if (leadServiceConfig().crm.baseUrl) nudgeCrmForwarding();
    nudgeMailing();
    return { booked: true, id };
  } catch (error) {
    if (error instanceof BookingRefused)
      return { booked: false, status: error.status, code: error.code };
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('agent')) {
      // A booking sent again after its answer was lost finds itself holding the slot.
      const own = await sameVisitorsBooking(agentId, slotKey(booking.s1), booking);
      if (own) return { booked: true, id: own };
      return { booked: false, status: 409, code: 'slotTaken' };
    }
    // Two bookings for one reservation at once: the other one won.
    if (constraint) return { booked: false, status: 409, code: 'alreadyScheduled' };
    throw error;
  }
}

type Booking = Omit<SpotLead, 'kind' | 'leadId' | 'agentId'>;

/** The booking as the lead's details store it: `s1` is the stored (and the CRM's) name of the slot. */
type Call = { s1: Slot; agentId: string; expert: string };

/** How long a reservation whose payment is under way holds its slot before it is free again. */
const paymentHoldMinutes = 30;

/**
 * Whether the reservation may take a slot, and until when: paid, for good; with its payment under
 * way, for `paymentHoldMinutes`; unpaid, failed or refunded, not at all. Without Stripe, for good.
 */
function holdFor(paymentStatus: string | null, paymentsOn: boolean): string | null {
  if (!paymentsOn || isPaid(paymentStatus)) return null;
  if (paymentStatus === 'awaiting' || paymentStatus === 'processing')
    return new Date(Date.now() + paymentHoldMinutes * 60_000).toISOString();
  throw new BookingRefused(402, 'paymentRequired');
}

async function attachToReservation(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  booking: Booking,
  call: Call,
  paymentsOn: boolean,
  agent: Agent,
): Promise<string> {
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'kind', 'email', 'phone', 'details', 'utm_source', 'payment_status'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  // Only the visitor who made the reservation can schedule it: the same email and phone.
  if (
    !lead ||
    lead.kind !== 'spot' ||
    lead.email?.toLowerCase() !== booking.email.toLowerCase() ||
    lead.phone !== booking.phone
  )
    throw new BookingRefused(404, 'reservationNotFound');

  const heldUntil = holdFor(lead.payment_status, paymentsOn);
  const slot = slotKey(call.s1);
  // A hold whose payment never came is let go, so the reservation may pick a slot again.
  await trx
    .deleteFrom('bookings')
    .where('lead_id', '=', leadId)
    .where('held_until', '<=', new Date().toISOString())
    .execute();
  const scheduled = await trx
    .selectFrom('bookings')
    .select(['agent_id', 'slot'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (scheduled) {
    // The same booking sent again (a retry after a lost answer) is the booking it made.
    if (scheduled.agent_id === call.agentId && scheduled.slot === slot) return leadId;
    throw new BookingRefused(409, 'alreadyScheduled');
  }

  await insertBooking(trx, leadId, call.agentId, slot, heldUntil);
  await trx
    .updateTable('leads')
    .set({
      details: JSON.stringify({ ...parseDetails(lead.details), ...call }),
      agent_id: call.agentId,
      ...(booking.timeZone ? { time_zone: booking.timeZone } : {}),
      // The notice and the marketing box as the visitor left them on booking (docs/design.md §15).
      ...(booking.noticeVersion ? consentColumns('spot', booking, new Date().toISOString()) : {}),
      // The create-lead flow may have added the campaign token (or `organic`) after the payment step.
      ...(lead.utm_source === null && booking.utm_source
        ? {
            utm_source: booking.utm_source,
            utm_medium: booking.utm_medium ?? null,
            utm_campaign: booking.utm_campaign ?? null,
            utm_content: booking.utm_content ?? null,
            clickid: booking.clickid ?? null,
            bclickid: booking.bclickid ?? null,
          }
        : {}),
    })
    .where('id', '=', leadId)
    .execute();
  await queueLeadUpdate(trx, leadId);
  await callBooked(trx, leadId, agent, call.s1);
  return leadId;
}

/** The call is booked: the manage link's token is made, and the investor and the expert mailed. */
async function callBooked(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  agent: Agent,
  slot: Slot,
): Promise<void> {
  const { token, hash } = newManageToken();
  await trx
    .updateTable('leads')
    .set({ manage_token_hash: hash, call_status: 'booked', call_slot: slotKey(slot) })
    .where('id', '=', leadId)
    .execute();
  await queueCallMail(trx, { leadId, agent, event: 'booked', slot, token });
}

async function sameVisitorsBooking(
  agentId: string,
  slot: string,
  visitor: Pick<Booking, 'email' | 'phone'>,
): Promise<string | undefined> {
  const db = await getLeadStore();
  const holder = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .select(['leads.id', 'leads.email', 'leads.phone'])
    .where('bookings.agent_id', '=', agentId)
    .where('bookings.slot', '=', slot)
    .executeTakeFirst();
  return holder &&
    holder.email?.toLowerCase() === visitor.email.toLowerCase() &&
    holder.phone === visitor.phone
    ? holder.id
    : undefined;
}

async function insertBooking(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  agentId: string,
  slot: string,
  heldUntil: string | null,
): Promise<void> {
  const now = new Date().toISOString();
  // Someone else's hold that lapsed no longer keeps the slot.
  await trx
    .deleteFrom('bookings')
    .where('agent_id', '=', agentId)
    .where('slot', '=', slot)
    .where('held_until', '<=', now)
    .execute();
  await trx
    .insertInto('bookings')
    .values({ lead_id: leadId, agent_id: agentId, slot, created_at: now, held_until: heldUntil })
    .execute();
}
