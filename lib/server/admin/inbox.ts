import 'server-only';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { addDays, dubaiInstant } from '@/lib/booking/slots';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { phoneSearchPrefix } from './contact';
import type { LeadAccess } from './roles';

export {
  inboxFilterKeys,
  leadKinds,
  paymentStatuses,
  workStatuses,
  type InboxFilters,
} from './inbox-filters';
import type { InboxFilters } from './inbox-filters';

/** Who a lead is, as every back-office view of it starts; contact null without the right. */
export type LeadHead = {
  id: string;
  createdAt: string;
  kind: string;
  name: string;
  phone: string | null;
  email: string | null;
  locale: string;
};

/** The columns of a LeadHead but the contact ones, selected only with the right (withContact). */
export const leadHeadColumns = ['id', 'created_at', 'kind', 'name', 'locale'] as const;

export const leadHead = (
  row: Pick<SelectedRow, (typeof leadHeadColumns)[number] | 'phone' | 'email'>,
): LeadHead => ({
  id: row.id,
  createdAt: row.created_at,
  kind: row.kind,
  name: row.name,
  phone: row.phone,
  email: row.email,
  locale: row.locale,
});

type InboxRow = LeadHead & {
  source: string | null;
  campaign: string | null;
  agentId: string | null;
  status: string;
  paymentStatus: string | null;
  quarantined: boolean;
  /** the same phone or e-mail arrived before */
  returning: boolean;
  /** the first tap on Call or WhatsApp */
  firstContactAt: string | null;
  nextActionAt: string | null;
  nextActionText: string | null;
};

export type InboxPage = { rows: InboxRow[]; next: string | undefined };

export const inboxPageSize = 50;

export type LeadsQuery<Output> = SelectQueryBuilder<LeadDatabase, 'leads', Output>;

/**
 * One page of the inbox, newest first, after the cursor. Every filter is an equality or a range on
 * an indexed column followed by created_at (migration 2026-11-25-008), so a page reads about
 * `inboxPageSize` index entries however many leads there are (docs/design.md §13).
 */
export async function inboxPage(filters: InboxFilters, access: LeadAccess): Promise<InboxPage> {
  const db = await getLeadStore();
  let query = selectInboxRows(db)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(inboxPageSize + 1);
  query = scoped(query, access);
  query = filtered(query, filters, access);

  const rows = await withContact(query, access);
  const page = rows.slice(0, inboxPageSize);
  const last = page.at(-1);
  return {
    rows: page.map(inboxRow),
    next: rows.length > inboxPageSize && last ? cursorOf(last.created_at, last.id) : undefined,
  };
}

export type SelectedRow = {
  id: string;
  created_at: string;
  kind: string;
  name: string;
  locale: string;
  utm_source: string | null;
  utm_campaign: string | null;
  agent_id: string | null;
  work_status: string;
  payment_status: string | null;
  forward_status: string;
  first_contact_at: string | null;
  next_action_at: string | null;
  next_action_text: string | null;
  returning: unknown;
  phone: string | null;
  email: string | null;
};

/** Contact columns are not selected at all for a role that may not see them. */
export async function withContact<Output extends Omit<SelectedRow, 'phone' | 'email'>>(
  query: LeadsQuery<Output>,
  access: LeadAccess,
): Promise<SelectedRow[]> {
  return access.contact
    ? await query.select(['phone', 'email']).execute()
    : (await query.execute()).map((row) => ({ ...row, phone: null, email: null }));
}

export function inboxRow(row: SelectedRow): InboxRow {
  return {
    ...leadHead(row),
    source: row.utm_source,
    campaign: row.utm_campaign,
    agentId: row.agent_id,
    status: row.work_status,
    paymentStatus: row.payment_status,
    quarantined: row.forward_status === 'quarantined',
    returning: Boolean(Number(row.returning)),
    firstContactAt: row.first_contact_at,
    nextActionAt: row.next_action_at,
    nextActionText: row.next_action_text,
  };
}

/** A lead as the inbox and the work queue list it. */
export function selectInboxRows(db: Kysely<LeadDatabase>) {
  return db
    .selectFrom('leads')
    .select([
      ...leadHeadColumns,
      'utm_source',
      'utm_campaign',
      'agent_id',
      'work_status',
      'payment_status',
      'forward_status',
      'first_contact_at',
      'next_action_at',
      'next_action_text',
    ])
    .select((eb) => returningContact(eb).as('returning'));
}

/** An earlier lead with the same phone or e-mail, found through leads_phone / leads_email. */
function returningContact(eb: ExpressionBuilder<LeadDatabase, 'leads'>) {
  const earlier = (column: 'phone' | 'email') =>
    eb.exists(
      eb
        .selectFrom('leads as earlier')
        .select(sql.lit(1).as('one'))
        .whereRef(`earlier.${column}`, '=', `leads.${column}`)
        .whereRef('earlier.created_at', '<', 'leads.created_at'),
    );
  return eb
    .case()
    .when(eb.or([earlier('phone'), earlier('email')]))
    .then(1)
    .else(0)
    .end();
}

/** Sales sees its agent's leads and the unassigned ones. */
export function scoped<Output>(query: LeadsQuery<Output>, access: LeadAccess): LeadsQuery<Output> {
  if (access.agentId === undefined) return query;
  const agentId = access.agentId;
  return query.where((eb) => eb.or([eb('agent_id', '=', agentId), eb('agent_id', 'is', null)]));
}

export function filtered<Output>(
  query: LeadsQuery<Output>,
  filters: InboxFilters,
  access: LeadAccess,
): LeadsQuery<Output> {
  const equal = [
    ['kind', filters.kind],
    ['work_status', filters.status],
    ['agent_id', filters.agent],
    ['utm_source', filters.source],
    ['utm_campaign', filters.campaign],
    ['locale', filters.locale],
    ['payment_status', filters.payment],
  ] as const;
  for (const [column, value] of equal) if (value) query = query.where(column, '=', value);
  const from = dayStart(filters.from);
  if (from) query = query.where('created_at', '>=', from);
  const to = dayStart(filters.to, 1);
  if (to) query = query.where('created_at', '<', to);
  if (filters.quarantine === 'held') query = query.where('forward_status', '=', 'quarantined');
  if (filters.quarantine === 'clear') query = query.where('forward_status', '!=', 'quarantined');
  const search = filters.q?.trim().slice(0, 200);
  if (search) query = searched(query, search, access);
  const after = filters.after ? parseCursor(filters.after) : undefined;
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  return query;
}

/**
 * A phone number (as people type it: `050 123 4567`, `00971…`, `+971…`; read by libphonenumber as
 * a prefix of the stored +E.164 form, contact.ts) or an e-mail address goes
 * through its index; anything else is a name. Only a role that sees contact details may search by
 * them, or a search would tell marketing whose number it is.
 */
function searched<Output>(
  query: LeadsQuery<Output>,
  search: string,
  access: LeadAccess,
): LeadsQuery<Output> {
  const prefix = access.contact ? phoneSearchPrefix(search) : undefined;
  if (prefix) return query.where('phone', '>=', prefix).where('phone', '<', `${prefix}\uffff`);
  if (access.contact && search.includes('@')) return query.where('email', '=', search);
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return query.where(sql<boolean>`lower(name) like lower(${pattern}) escape '\\'`);
}

function dayStart(day: string | undefined, plusDays = 0): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return undefined;
  // A Dubai day, as the inbox shows times.
  return dubaiInstant(addDays(day, plusDays)).toISOString();
}

function cursorOf(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function parseCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt && id ? { createdAt, id } : undefined;
}
