import 'server-only';
import { getLeadStore, type LeadStore } from '../database/connection';
import type { LeadFile } from './lead-file';

export type TimelineEvent = { at: string; what: string; detail?: string | undefined };

/**
 * One source of a lead's timeline. The timeline is the sources' events merged by time, so a new
 * kind of event (the mail outbox's messages, booking moves) is one more entry in `timelineSources`.
 */
type TimelineSource = (db: LeadStore, lead: LeadFile) => Promise<TimelineEvent[]>;

const storedAndForwarded: TimelineSource = async (db, lead) => {
  const row = await db
    .selectFrom('leads')
    .select(['forward_attempts', 'forward_last_error', 'forwarded_at', 'forward_revision'])
    .where('id', '=', lead.id)
    .executeTakeFirstOrThrow();
  const events: TimelineEvent[] = [
    { at: lead.createdAt, what: `Stored (${lead.kind}, ${lead.locale})`, detail: lead.page },
  ];
  if (lead.quarantineReason)
    events.push({ at: lead.createdAt, what: `Held by the bot trap: ${lead.quarantineReason}` });
  if (lead.releasedAt) events.push({ at: lead.releasedAt, what: 'Released from quarantine' });
  if (row.forwarded_at)
    events.push({
      at: row.forwarded_at,
      what: `CRM: delivered${row.forward_revision ? ` (revision ${row.forward_revision})` : ''}`,
    });
  if (row.forward_attempts > 0 && lead.forwardStatus !== 'delivered')
    events.push({
      at: lead.createdAt,
      what: `CRM: ${row.forward_attempts} attempt(s), ${lead.forwardStatus}`,
      detail: row.forward_last_error ?? undefined,
    });
  return events;
};

const postback: TimelineSource = async (db, lead) => {
  const rows = await db
    .selectFrom('conversions')
    .select(['created_at', 'postback_status'])
    .where('lead_id', '=', lead.id)
    .execute();
  return rows.map((row) => ({ at: row.created_at, what: `Postback: ${row.postback_status}` }));
};

const paymentEvents: TimelineSource = async (db, lead) => {
  const rows = await db
    .selectFrom('payment_events')
    .select(['received_at', 'type'])
    .where('lead_id', '=', lead.id)
    .orderBy('received_at')
    .execute();
  return rows.map((row) => ({ at: row.received_at, what: `Payment: ${row.type}` }));
};

const booking: TimelineSource = async (db, lead) => {
  const row = await db
    .selectFrom('bookings')
    .select(['created_at', 'slot', 'agent_id'])
    .where('lead_id', '=', lead.id)
    .executeTakeFirst();
  return row
    ? [{ at: row.created_at, what: `Call booked for ${row.slot} (Dubai) with ${row.agent_id}` }]
    : [];
};

const staffActions: TimelineSource = async (db, lead) => {
  const rows = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor_email', 'action', 'detail'])
    .where('lead_id', '=', lead.id)
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    at: row.at,
    what: `${row.actor_email}: ${row.action.replace(/^lead\./, '')}`,
    detail: row.detail === '{}' ? undefined : row.detail,
  }));
};

const timelineSources: TimelineSource[] = [
  storedAndForwarded,
  postback,
  paymentEvents,
  booking,
  staffActions,
];

export async function leadTimeline(lead: LeadFile): Promise<TimelineEvent[]> {
  const db = await getLeadStore();
  const events = (await Promise.all(timelineSources.map((source) => source(db, lead)))).flat();
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
