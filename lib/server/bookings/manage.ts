import 'server-only';
import type { Kysely } from 'kysely';
import { slotKey, slotStart, type Slot } from '@/lib/booking/slots';
import type { Agent } from '@/lib/leads/agent';
import { recordStaffAction } from '../admin/audit';
import { listAgents } from '../agents/directory';
import { leadServiceConfig } from '../config';
import { nudgeCrmForwarding, queueLeadUpdate } from '../crm/outbox';
import { parseDetails } from '../crm/payloads';
import { getLeadStore } from '../database/connection';
import { violatedUniqueConstraint } from '../database/errors';
import type { LeadDatabase } from '../database/schema';
import { leadById } from '../lead-row';
import { manageTokenHash, newManageToken, queueCallMail } from '../mail/lead-mail';
import { nudgeMailing } from '../mail/outbox';
import { isBookableSlot } from './slots';

/**
 * The investor's changes to their club call (docs/design.md §11), one module for the manage page
 * and the back office: choose a call (paid, unscheduled), move it to another free slot of the same
 * expert, cancel it. Each change is one transaction with its CRM revision and its e-mails.
 */
export type Actor =
  | { kind: 'investor'; token: string }
  /** the back office's calls page, on the investor's behalf: audited (docs/design.md §12) */
  | { kind: 'staff'; userId: string; email: string }
  /** the refund's webhook: a refunded spot keeps no call */
  | { kind: 'refund' };

export type CallChange =
  | { changed: true }
  | {
      changed: false;
      status: 404 | 409;
      reason:
        'not-found' | 'too-late' | 'no-call' | 'scheduled' | 'slot-taken' | 'slot-unavailable';
    };

/** Investors change a call until this long before it; staff at any time. */
const changeDeadlineMs = 2 * 60 * 60_000;

/** Whether the investor may still move or cancel the call at `slot` (docs/design.md §11). */
export function investorMayChange(slot: Slot, now = new Date()): boolean {
  return slotStart(slot).getTime() - now.getTime() >= changeDeadlineMs;
}

class Refused extends Error {
  constructor(readonly outcome: Extract<CallChange, { changed: false }>) {
    super(outcome.reason);
  }
}
const refuse = (status: 404 | 409, reason: Extract<CallChange, { changed: false }>['reason']) =>
  new Refused({ changed: false, status, reason });

/** The lead a manage link belongs to; undefined for a made-up token. */
export async function leadOfManageToken(token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const db = await getLeadStore();
  const lead = await db
    .selectFrom('leads')
    .select('id')
    .where('manage_token_hash', '=', manageTokenHash(token))
    .executeTakeFirst();
  return lead?.id;
}

export const moveCall = (leadId: string, slot: Slot, actor: Actor, now = new Date()) =>
  change(leadId, actor, now, 'moved', slot);
export const cancelCall = (leadId: string, actor: Actor, now = new Date()) =>
  change(leadId, actor, now, 'cancelled', undefined);
/** `agentId`: the expert for a reservation that has none yet (paid before any call was chosen). */
export const chooseCall = (
  leadId: string,
  slot: Slot,
  actor: Actor,
  now = new Date(),
  agentId?: string,
) => change(leadId, actor, now, 'booked', slot, agentId);

async function change(
  leadId: string,
  actor: Actor,
  now: Date,
  event: 'booked' | 'moved' | 'cancelled',
  slot: Slot | undefined,
  newAgentId?: string,
): Promise<CallChange> {
  const db = await getLeadStore();
  const agents = await listAgents();
  try {
    await db
      .transaction()
      .execute((trx) => changeWithin(trx, agents, leadId, actor, now, event, slot, newAgentId));
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // Two tabs racing for one slot: the database's UNIQUE (agent_id, slot) lets one win.
    if (violatedUniqueConstraint(error)?.includes('agent'))
      return { changed: false, status: 409, reason: 'slot-taken' };
    throw error;
  }
  if (leadServiceConfig().crm.baseUrl) nudgeCrmForwarding();
  nudgeMailing();
  return { changed: true };
}

/** One change inside the caller's transaction; a refusal is thrown as Refused. */
async function changeWithin(
  trx: Kysely<LeadDatabase>,
  agents: Agent[],
  leadId: string,
  actor: Actor,
  now: Date,
  event: 'booked' | 'moved' | 'cancelled',
  slot: Slot | undefined,
  newAgentId: string | undefined,
): Promise<void> {
  const lead = await leadById(trx, leadId);
  if (!lead || lead.kind !== 'spot') throw refuse(404, 'not-found');
  const booking = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (event === 'booked' ? booking : !booking)
    throw refuse(409, event === 'booked' ? 'scheduled' : 'no-call');
  if (booking && actor.kind === 'investor') {
    const [date = '', time = ''] = booking.slot.split(' ');
    if (!investorMayChange({ date, time }, now)) throw refuse(409, 'too-late');
  }
  const agentId = booking?.agent_id ?? lead.agent_id ?? newAgentId;
  if (!agentId) throw refuse(409, 'slot-unavailable');
  if (slot && !(await isBookableSlot(trx, agentId, slot, now)))
    throw refuse(409, 'slot-unavailable');
  const agent = agents.find((candidate) => candidate.id === agentId);
  if (event === 'cancelled')
    await trx.deleteFrom('bookings').where('lead_id', '=', leadId).execute();
  // Moving rewrites the one row: the old slot is free the moment the new one is taken.
  else if (booking)
    await trx
      .updateTable('bookings')
      .set({ slot: slotKey(slot!) })
      .where('lead_id', '=', leadId)
      .execute();
  else
    await trx
      .insertInto('bookings')
      .values({
        lead_id: leadId,
        agent_id: agentId,
        slot: slotKey(slot!),
        created_at: now.toISOString(),
      })
      .execute();
  const details = {
    ...parseDetails(lead.details),
    ...(slot ? { s1: slot, agentId, expert: agent?.name } : {}),
  };
  const fresh = actor.kind === 'investor' ? undefined : newManageToken();
  await trx
    .updateTable('leads')
    .set((eb) => ({
      details: JSON.stringify(details),
      call_status: event,
      ...(slot ? { call_slot: slotKey(slot) } : {}),
      ...(event === 'booked' ? { agent_id: agentId } : {}),
      call_sequence: event === 'booked' ? eb.ref('call_sequence') : eb('call_sequence', '+', 1),
      ...(fresh ? { manage_token_hash: fresh.hash } : {}),
    }))
    .where('id', '=', leadId)
    .execute();
  await queueLeadUpdate(trx, leadId);
  if (actor.kind === 'staff')
    await recordStaffAction(
      trx,
      { id: actor.userId, email: actor.email },
      `call.${event === 'cancelled' ? 'cancel' : event === 'moved' ? 'move' : 'choose'}`,
      { from: booking?.slot ?? null, to: slot ? slotKey(slot) : null },
      leadId,
    );
  const [date = '', time = ''] = (booking?.slot ?? '').split(' ');
  const token = actor.kind === 'investor' ? actor.token : fresh!.token;
  await queueCallMail(
    trx as Kysely<LeadDatabase>,
    { leadId, agent, event, slot: slot ?? { date, time }, token },
    now,
  );
}

/**
 * Cancels the lead's call inside the caller's transaction (the refund's webhook, so the payment
 * and the call settle together); no call to cancel is no change. Mail is nudged by the caller.
 */
export async function cancelCallWithin(
  trx: Kysely<LeadDatabase>,
  agents: Agent[],
  leadId: string,
  actor: Actor,
  now = new Date(),
): Promise<CallChange> {
  try {
    await changeWithin(trx, agents, leadId, actor, now, 'cancelled', undefined, undefined);
    return { changed: true };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
