import 'server-only';
import type { Slot } from '@/lib/booking/slots';
import { dubaiDate } from '@/lib/booking/slots';
import { cancelCall, moveCall, type CallChange } from '../bookings/manage';
import { freeSlots } from '../bookings/slots';
import { getLeadStore } from '../database/connection';
import { leadAccess, may, worksEveryExpert, type Staff } from './roles';

export type CallRow = {
  leadId: string;
  /** Dubai date and time */
  date: string;
  time: string;
  agentId: string | null;
  name: string;
  /** null for a role without the contact details */
  phone: string | null;
  email: string | null;
  status: string;
  /** the call's slot is held while its payment is under way */
  paymentPending: boolean;
  /** booked or moved, but the slot is no longer held (a payment that never came) */
  lapsed: boolean;
};

export type CallsPage = { rows: CallRow[]; next: string | undefined };

const callsPageSize = 50;

/** The calls this member of staff works: admin every expert's, sales its own agent's. */
function callsAgent(staff: Staff, asked: string | undefined): string | undefined {
  return worksEveryExpert(staff) ? asked || undefined : (staff.agentId ?? '');
}

function encodeCursor(slot: string, id: string): string {
  return Buffer.from(JSON.stringify([slot, id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): [string, string] | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')
      ? [value[0] as string, value[1] as string]
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Upcoming club calls from today (Dubai), soonest first, booked, moved or cancelled (docs/design.md
 * §12): 50 a page, cursor (call_slot, id), served by `leads_calls` or, for one expert,
 * `leads_calls_agent`.
 */
export async function upcomingCalls(
  staff: Staff,
  { agent, after }: { agent?: string | undefined; after?: string | undefined },
  now = new Date(),
): Promise<CallsPage> {
  if (!may(staff.role, 'calls.read')) return { rows: [], next: undefined };
  const agentId = callsAgent(staff, agent);
  const cursor = decodeCursor(after);
  const db = await getLeadStore();
  let query = db
    .selectFrom('leads')
    .leftJoin('bookings', 'bookings.lead_id', 'leads.id')
    .select([
      'leads.id',
      'leads.name',
      'leads.call_slot',
      'leads.call_status',
      'leads.agent_id',
      'bookings.slot as held_slot',
      'bookings.held_until',
    ])
    .where('leads.call_slot', '>=', `${dubaiDate(now)} 00:00`)
    .where('leads.call_status', 'is not', null)
    .orderBy('leads.call_slot')
    .orderBy('leads.id')
    .limit(callsPageSize + 1);
  if (agentId !== undefined) query = query.where('leads.agent_id', '=', agentId);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('leads.call_slot', '>', cursor[0]),
        eb.and([eb('leads.call_slot', '=', cursor[0]), eb('leads.id', '>', cursor[1])]),
      ]),
    );
  // Contact columns are not selected at all for a role that may not see them.
  const rows = leadAccess(staff).contact
    ? await query.select(['leads.phone', 'leads.email']).execute()
    : (await query.execute()).map((row) => ({ ...row, phone: null, email: null }));
  const page = rows.slice(0, callsPageSize);
  const last = page.at(-1);
  return {
    rows: page.map((row) => {
      const [date = '', time = ''] = (row.call_slot ?? '').split(' ');
      const active = row.call_status !== 'cancelled';
      return {
        leadId: row.id,
        date,
        time,
        agentId: row.agent_id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        status: row.call_status ?? '',
        paymentPending: active && row.held_until !== null && row.held_until > now.toISOString(),
        lapsed:
          active &&
          (row.held_slot === null ||
            (row.held_until !== null && row.held_until <= now.toISOString())),
      };
    }),
    next:
      rows.length > callsPageSize && last?.call_slot
        ? encodeCursor(last.call_slot, last.id)
        : undefined,
  };
}

/** The lead's active call if it is one of this member of staff's calls. */
export async function callInReach(
  staff: Staff,
  leadId: string,
): Promise<{ agentId: string; slot: string; name: string } | undefined> {
  if (!may(staff.role, 'calls.read')) return undefined;
  const db = await getLeadStore();
  const row = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .select(['bookings.agent_id', 'bookings.slot', 'leads.name'])
    .where('bookings.lead_id', '=', leadId)
    .executeTakeFirst();
  if (!row) return undefined;
  const agentId = callsAgent(staff, undefined);
  if (agentId !== undefined && row.agent_id !== agentId) return undefined;
  return { agentId: row.agent_id, slot: row.slot, name: row.name };
}

/** The expert's free slots to move a call to: the next 14 days. */
export async function slotsToMoveTo(agentId: string, now = new Date()): Promise<Slot[]> {
  return freeSlots(agentId, dubaiDate(now), 14, now);
}

const notInReach: CallChange = { changed: false, status: 404, reason: 'not-found' };

/**
 * Moves or cancels a call on the investor's behalf through the manage page's code (docs/design.md
 * §11): the investor and the expert are mailed, the CRM gets a revision, staff_audit a row.
 */
export async function moveCallFor(staff: Staff, leadId: string, slot: Slot): Promise<CallChange> {
  if (!(await callInReach(staff, leadId))) return notInReach;
  return moveCall(leadId, slot, { kind: 'staff', userId: staff.id, email: staff.email });
}

export async function cancelCallFor(staff: Staff, leadId: string): Promise<CallChange> {
  if (!(await callInReach(staff, leadId))) return notInReach;
  return cancelCall(leadId, { kind: 'staff', userId: staff.id, email: staff.email });
}
