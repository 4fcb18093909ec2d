import 'server-only';
import { trackingKeys } from '@/lib/tracking/token';
import { getLeadStore } from '../database/connection';
import { leadHead, leadHeadColumns, scoped, type LeadHead } from './inbox';
import type { LeadAccess } from './roles';

/** Everything the back office shows of one lead; contact fields are null without the right. */
export type LeadFile = LeadHead & {
  hasCv: boolean;
  page: string;
  attribution: Record<
    'source' | 'medium' | 'campaign' | 'content' | 'clickid' | 'bclickid',
    string | null
  >;
  /** what only this kind carries: the questionnaire's answers, the form's fields, the call asked for */
  details: Record<string, unknown>;
  listingSlug: string | null;
  agentId: string | null;
  status: string;
  statusReason: string | null;
  forwardStatus: string;
  quarantineReason: string | null;
  releasedAt: string | null;
  payment: { status: string; amount: number | null; currency: string | null } | null;
  booking: { agentId: string; slot: string } | null;
  clientAddress: string | null;
  userAgent: string | null;
  /** the first tap on Call or WhatsApp, and how long the lead had waited for it */
  firstContactAt: string | null;
  responseSeconds: number | null;
  nextAction: { at: string; text: string } | null;
};

/** The lead if this member of staff may see it (sales: its agent's or unassigned), else undefined. */
export async function leadFile(id: string, access: LeadAccess): Promise<LeadFile | undefined> {
  const db = await getLeadStore();
  const base = scoped(
    db
      .selectFrom('leads')
      .select([
        ...leadHeadColumns,
        'full_url',
        ...trackingKeys,
        'details',
        'listing_slug',
        'agent_id',
        'work_status',
        'work_status_reason',
        'forward_status',
        'quarantine_reason',
        'released_at',
        'payment_status',
        'payment_amount',
        'payment_currency',
        'first_contact_at',
        'response_seconds',
        'next_action_at',
        'next_action_text',
      ])
      .where('id', '=', id),
    access,
  );
  // Marketing's query does not read the contact columns at all.
  const row = access.contact
    ? await base
        .select(['phone', 'email', 'cv_file', 'client_address', 'user_agent'])
        .executeTakeFirst()
    : await base.executeTakeFirst().then(
        (found) =>
          found && {
            ...found,
            phone: null,
            email: null,
            cv_file: null,
            client_address: null,
            user_agent: null,
          },
      );
  if (!row) return undefined;
  const booking = await db
    .selectFrom('bookings')
    .select(['agent_id', 'slot'])
    .where('lead_id', '=', id)
    .executeTakeFirst();
  const details = parseDetails(row.details);
  // Without contact details, no free text either: answers, messages and locations can hold them.
  if (!access.contact)
    for (const key of Object.keys(details)) if (key !== 's1') delete details[key];
  return {
    ...leadHead(row),
    hasCv: Boolean(row.cv_file),
    page: row.full_url,
    attribution: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      content: row.utm_content,
      clickid: row.clickid,
      bclickid: row.bclickid,
    },
    details,
    listingSlug: row.listing_slug,
    agentId: row.agent_id,
    status: row.work_status,
    statusReason: access.contact ? row.work_status_reason : null,
    forwardStatus: row.forward_status,
    quarantineReason: row.quarantine_reason,
    releasedAt: row.released_at,
    payment: row.payment_status
      ? { status: row.payment_status, amount: row.payment_amount, currency: row.payment_currency }
      : null,
    booking: booking ? { agentId: booking.agent_id, slot: booking.slot } : null,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    firstContactAt: row.first_contact_at,
    responseSeconds: row.response_seconds === null ? null : Number(row.response_seconds),
    nextAction:
      row.next_action_at && row.next_action_text
        ? { at: row.next_action_at, text: access.contact ? row.next_action_text : '' }
        : null,
  };
}

/** The stored CV's path (relative to DATA_DIR) of a lead this member of staff may see. */
export async function leadCvFile(id: string, access: LeadAccess): Promise<string | undefined> {
  if (!access.contact) return undefined;
  const db = await getLeadStore();
  const row = await scoped(
    db.selectFrom('leads').select('cv_file').where('id', '=', id),
    access,
  ).executeTakeFirst();
  return row?.cv_file ?? undefined;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type LeadNote = { id: string; at: string; author: string; body: string };

export async function leadNotes(id: string): Promise<LeadNote[]> {
  const db = await getLeadStore();
  const rows = await db
    .selectFrom('lead_notes')
    .select(['id', 'created_at', 'author_email', 'body'])
    .where('lead_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    author: row.author_email,
    body: row.body,
  }));
}
