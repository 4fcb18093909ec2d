import 'server-only';
import type { TrackingToken } from '@/lib/leads/fields';
import type { Locale } from '@/lib/i18n/locales';
import type { FormKind } from '@/lib/leads/forms';
import type { LeadKind } from '@/lib/leads/lead';
import { leastBusyAgent, listAgentsWithin } from './agents/directory';
import { earlierAgentOf } from './admin/earlier-leads';
import { crmSettings } from './config';
import { nudgeCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import { inSharedCommit } from './database/shared-commit';
import type { Kysely } from 'kysely';
import type { LeadDatabase, LeadsTable } from './database/schema';
import type { SubmissionContext } from './endpoint';
import { RejectedRequest } from './rejected-request';
import { enqueueMail, nudgeMailing } from './mail/outbox';
import { initialForwardStatus, newLeadRow } from './lead-row';

/** Each endpoint's kinds: `POST /api/leads`, `/api/questionnaires`, `/api/forms/{kind}`. */
type LeadRecordKind = LeadKind | 'questionnaire' | FormKind;

/** What every lead carries, whatever form it came from. */
type ContactAndPage = {
  name: string;
  phone: string;
  email?: string | undefined;
  locale: Locale;
  fullUrl: string;
} & TrackingToken;

export type NewLead = {
  kind: LeadRecordKind;
  submission: ContactAndPage & Record<string, unknown>;
  context: SubmissionContext;
  cvFile?: string;
  /** The listing's slug, for an enquiry from its page. */
  listing?: string;
};

/** Columns only some leads fill (a spot reservation's payment, its expert). */
export type LeadExtras = Partial<
  Pick<LeadsTable, 'payment_status' | 'payment_currency' | 'payment_amount' | 'agent_id'>
>;

export type StoredLead = { id: string; created: boolean };

/**
 * Commits a lead and queues it for the CRM in the same row (the outbox), so a lead that is stored is
 * also a lead that will be forwarded — unless the bot trap put it in quarantine. Resolves only once
 * the commit is durable (one commit shared with the leads that arrive in the same turn). A
 * submission re-sent with the same Idempotency-Key finds its first lead (`created: false`) instead
 * of adding a row; the unique index makes that hold under races too.
 */
export async function storeLead(lead: NewLead, extras: LeadExtras = {}): Promise<StoredLead> {
  const db = await getLeadStore();
  // Chosen before the transaction: a slow CRM agents list must not hold the database's write lock.
  const agent = extras.agent_id ? await agentWithId(extras.agent_id) : await assignedAgent(lead);
  const row = newLeadRow(lead, { ...extras, agent_id: agent?.id ?? extras.agent_id ?? '' });
  // Its parts decided before the transaction and committed with the lead; the mail worker renders
  // and sends it after the 201 (docs/design.md §10). Quarantine mails nobody. Loaded with the first
  // lead, not with every CLI command (libphonenumber's full metadata).
  const { staffLeadMails } = await import('./mail/staff-lead-mail');
  const mails = lead.context.quarantineReason ? [] : await staffLeadMails(row, agent);
  // Leads arriving together share a commit, each in a savepoint of its own.
  const stored = await inSharedCommit(db, async (trx) => {
    const stored = await insertLeadRow(trx, row);
    if (stored.created) for (const mail of mails) await enqueueMail(trx, mail);
    return stored;
  });
  if (stored.created && !lead.context.quarantineReason) {
    if (crmSettings().baseUrl) nudgeCrmForwarding();
    nudgeMailing();
  }
  return stored;
}

/**
 * The agent a new lead goes to: a returning contact's (same phone or e-mail) while that expert is
 * still listed, else the least busy speaker of the language; a slow agents list (a CRM, the content
 * store) gives way to the experts last read after a moment; none if nobody is listed.
 */
async function assignedAgent({ kind, submission }: NewLead) {
  const returning = await earlierAgentOf(submission.phone, submission.email);
  if (returning) {
    const agent = await agentWithId(returning);
    if (agent) return agent;
  }
  return leastBusyAgent(kind === 'taiwan' ? 'zh' : submission.locale, { waitForCrmMs: 500 });
}

const agentWithId = async (id: string | null | undefined) =>
  (await listAgentsWithin(500)).find((agent) => agent.id === id);

/**
 * The insert of `storeLead`, on a transaction of the caller's (the booking, which names the expert
 * in `extras.agent_id`, so nothing here reads outside the transaction); the caller nudges the outbox.
 */
export async function insertLead(
  db: Kysely<LeadDatabase>,
  lead: NewLead,
  extras: LeadExtras = {},
): Promise<StoredLead> {
  const agentId = extras.agent_id ?? (await assignedAgent(lead))?.id ?? '';
  return insertLeadRow(db, newLeadRow(lead, { ...extras, agent_id: agentId }));
}

async function insertLeadRow(db: Kysely<LeadDatabase>, row: LeadsTable): Promise<StoredLead> {
  const { id, kind, idempotency_key: idempotencyKey } = row;
  const sameRequest = { kind, requestFingerprint: row.idempotency_fingerprint };
  if (idempotencyKey) {
    const earlier = await leadWithKey(db, idempotencyKey, sameRequest);
    if (earlier) return { id: earlier, created: false };
  }
  const inserted = await db
    .insertInto('leads')
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();

  if (idempotencyKey && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Another request with this key committed first: answer with its lead.
    const earlier = await leadWithKey(db, idempotencyKey, sameRequest);
    if (earlier) return { id: earlier, created: false };
  }
  return { id, created: true };
}

/**
 * The lead an Idempotency-Key already stored, when this is the same request sent again. The same
 * key with another endpoint or body is refused with 422 (as Stripe does), so no booking or payment
 * is ever attached to a lead of another kind (issue 22).
 */
async function leadWithKey(
  db: Kysely<LeadDatabase>,
  idempotencyKey: string,
  request: { kind: string; requestFingerprint: string | null | undefined },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('leads')
    .select(['id', 'kind', 'idempotency_fingerprint'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!row) return undefined;
  // Leads stored before fingerprints were kept (NULL) are matched by their kind alone.
  const sameBody =
    row.idempotency_fingerprint === null ||
    row.idempotency_fingerprint === (request.requestFingerprint ?? null);
  if (row.kind !== request.kind || !sameBody)
    throw new RejectedRequest(422, 'idempotencyKeyReused');
  return row.id;
}

/**
 * Lets a quarantined lead go: it is forwarded to the CRM as if it had just arrived, and a postback
 * held for it is due. Returns false when no lead with that id is in quarantine.
 */
export async function releaseLead(id: string): Promise<boolean> {
  const db = await getLeadStore();
  const now = new Date().toISOString();
  const status = initialForwardStatus();
  const row = await db
    .selectFrom('leads')
    .select('agent_id')
    .where('id', '=', id)
    .executeTakeFirst();
  const agent = await agentWithId(row?.agent_id);
  const { queueStaffLeadMail } = await import('./mail/lead-mail');
  const released = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('leads')
      .set({
        forward_status: status,
        forward_next_attempt_at: status === 'pending' ? now : null,
        released_at: now,
      })
      .where('id', '=', id)
      .where('forward_status', '=', 'quarantined')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // Its staff mail was held with it (docs/design.md §10).
    await queueStaffLeadMail(trx, id, agent);
    return true;
  });
  if (released) nudgeMailing();
  return released;
}

/** Which leads an operator asks for: those since a date, only those the bot trap holds. */
export type LeadSelection = { since?: string | undefined; quarantined?: boolean };

/**
 * Leads in arrival order, a page at a time after the last row of the page before on the
 * (created_at, id) index: bounded memory, no long read transaction (docs/design.md §13).
 */
export async function* leadsInArrivalOrder(
  selection: LeadSelection = {},
  pageSize = 500,
): AsyncGenerator<LeadsTable> {
  const db = await getLeadStore();
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let query = selectLeads(db, selection).orderBy('created_at').orderBy('id').limit(pageSize);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(createdAt, id)),
      );
    }
    const page = await query.execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** The latest `limit` leads, oldest first, read from the end of the arrival index. */
export async function latestLeads(selection: LeadSelection, limit: number): Promise<LeadsTable[]> {
  const db = await getLeadStore();
  const newestFirst = await selectLeads(db, selection)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return newestFirst.reverse();
}

export async function countLeads(selection: LeadSelection): Promise<number> {
  const db = await getLeadStore();
  const { count } = await selectLeads(db, selection)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function selectLeads(db: Kysely<LeadDatabase>, { since, quarantined }: LeadSelection) {
  let query = db.selectFrom('leads').selectAll();
  if (since) query = query.where('created_at', '>=', since);
  if (quarantined) query = query.where('forward_status', '=', 'quarantined');
  return query;
}
