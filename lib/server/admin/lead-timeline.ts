import 'server-only';
import { listAgents } from '../agents/directory';
import { getLeadStore, type LeadStore } from '../database/connection';
import { auditWords, parseAuditDetail } from './audit-words';
import type { LeadFile } from './lead-file';
import type { Staff } from './roles';
import { staffLabeller, type StaffLabeller } from './staff-names';

export type TimelineEvent = { at: string; what: string; detail?: string | undefined };

/** Who reads the timeline: names as they may see them, experts by name, free text or not. */
type Reader = { staff: StaffLabeller; agentName: (agentId: string) => string; freeText: boolean };

/**
 * One source of a lead's timeline. The timeline is the sources' events merged by time, so a new
 * kind of event (the mail outbox's messages, booking moves) is one more entry in `timelineSources`.
 * Every entry is words: nothing stored as JSON is shown (docs/design.md §12).
 */
type TimelineSource = (db: LeadStore, lead: LeadFile, reader: Reader) => Promise<TimelineEvent[]>;

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

const booking: TimelineSource = async (db, lead, reader) => {
  const row = await db
    .selectFrom('bookings')
    .select(['created_at', 'slot', 'agent_id'])
    .where('lead_id', '=', lead.id)
    .executeTakeFirst();
  return row
    ? [
        {
          at: row.created_at,
          what: `Call booked for ${row.slot} (Dubai) with ${reader.agentName(row.agent_id)}`,
        },
      ]
    : [];
};

const staffActions: TimelineSource = async (db, lead, reader) => {
  const rows = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor_id', 'actor_email', 'action', 'detail'])
    .where('lead_id', '=', lead.id)
    .orderBy('at')
    .execute();
  // Staff reading the lead is audited, not part of the lead's story.
  return rows
    .filter((row) => !row.action.startsWith('read.'))
    .map((row) => {
      const words = auditWords(row.action, parseAuditDetail(row.detail), {
        actor: reader.staff({ id: row.actor_id, email: row.actor_email }),
        agentName: reader.agentName,
        freeText: reader.freeText,
      });
      return { at: row.at, what: capitalised(words.what), detail: words.detail };
    });
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const timelineSources: TimelineSource[] = [
  storedAndForwarded,
  postback,
  paymentEvents,
  booking,
  staffActions,
];

/** The lead's story, oldest first, as `viewer` may read it (names, free text: staff-names.ts). */
export async function leadTimeline(lead: LeadFile, viewer: Staff): Promise<TimelineEvent[]> {
  const db = await getLeadStore();
  const [staff, agents] = await Promise.all([staffLabeller(viewer), listAgents()]);
  const reader: Reader = {
    staff,
    agentName: (agentId) => agents.find((agent) => agent.id === agentId)?.name ?? agentId,
    freeText: viewer.role !== 'marketing',
  };
  const events = (
    await Promise.all(timelineSources.map((source) => source(db, lead, reader)))
  ).flat();
  return events
    .map((event) => ({ ...event, detail: event.detail && withoutJson(event.detail) }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** A CRM's error answer may quote its JSON body: the timeline says there was one instead. */
function withoutJson(text: string): string {
  return text.replace(/[{[]\s*".*$/s, "(the answer's body is in the server log)");
}
