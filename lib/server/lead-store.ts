import 'server-only';
import type { TrackingToken } from '@/lib/leads/fields';
import type { Locale } from '@/lib/i18n/locales';
import type { FormKind } from '@/lib/leads/forms';
import type { LeadKind } from '@/lib/leads/lead';
import { leastBusyAgent, listAgents } from './agents/directory';
import { leadServiceConfig } from './config';
import { nudgeCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import type { Kysely } from 'kysely';
import type { LeadDatabase, LeadsTable } from './database/schema';
import type { SubmissionContext } from './endpoint';
import { queueStaffLeadMail } from './mail/lead-mail';
import { enqueueMail, nudgeMailing } from './mail/outbox';
import { staffLeadMails } from './mail/staff-lead-mail';
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

/** Columns only some leads fill (a spot reservation's payment, its double-click key, its expert). */
export type LeadExtras = Partial<
  Pick<
    LeadsTable,
    'payment_status' | 'payment_currency' | 'payment_amount' | 'reservation_key' | 'agent_id'
  >
>;

export type StoredLead = { id: string; created: boolean };

/**
 * Commits a lead and queues it for the CRM in the same row (the outbox), so a lead that is stored is
 * also a lead that will be forwarded — unless the bot trap put it in quarantine. Resolves only once
 * the commit is durable. A submission re-sent with the same Idempotency-Key finds its first lead
 * (`created: false`) instead of adding a row; the unique index makes that hold under races too.
 */
export async function storeLead(lead: NewLead, extras: LeadExtras = {}): Promise<StoredLead> {
  const db = await getLeadStore();
  // Chosen before the transaction: a slow CRM agents list must not hold the database's write lock.
  const agent = extras.agent_id ? await agentWithId(extras.agent_id) : await assignedAgent(lead);
  const row = newLeadRow(lead, { ...extras, agent_id: agent?.id ?? extras.agent_id ?? '' });
  // Rendered before the transaction, committed with the lead (docs/design.md §10); quarantine mails nobody.
  const mails = lead.context.quarantineReason ? [] : await staffLeadMails(row, agent);
  const stored = await db.transaction().execute(async (trx) => {
    const stored = await insertLeadRow(trx, row);
    if (stored.created) for (const mail of mails) await enqueueMail(trx, mail);
    return stored;
  });
  if (stored.created && !lead.context.quarantineReason) {
    if (leadServiceConfig().crm.baseUrl) nudgeCrmForwarding();
    nudgeMailing();
  }
  return stored;
}

/** The agent a new lead goes to; a slow CRM agents list gives way to the seeded list after a moment. */
function assignedAgent({ kind, submission }: NewLead) {
  return leastBusyAgent(kind === 'taiwan' ? 'zh' : submission.locale, { waitForCrmMs: 500 });
}
const agentWithId = async (id: string | null | undefined) =>
  (await listAgents()).find((agent) => agent.id === id);

/**
 * The insert of `storeLead`, on a transaction of the caller's (the booking, which names the expert
 * in `extras.agent_id`, so nothing here reads outside the transaction); the caller nudges the outbox.
 */
export async function insertLead(
  db: Kysely<LeadDatabase>,
  lead: NewLead,
  extras: LeadExtras = {},
): Promise<StoredLead> {
  const agentId = extras.agent_id ?? (await assignedAgent(lead)).id;
  return insertLeadRow(db, newLeadRow(lead, { ...extras, agent_id: agentId }));
}

async function insertLeadRow(db: Kysely<LeadDatabase>, row: LeadsTable): Promise<StoredLead> {
  const { id, idempotency_key: idempotencyKey } = row;
  if (idempotencyKey) {
    const earlier = await leadWithKey(db, idempotencyKey);
    if (earlier) return { id: earlier, created: false };
  }
  const inserted = await db
    .insertInto('leads')
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();

  if (idempotencyKey && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Another request with this key committed first: answer with its lead.
    const earlier = await leadWithKey(db, idempotencyKey);
    if (earlier) return { id: earlier, created: false };
  }
  return { id, created: true };
}

async function leadWithKey(
  db: Kysely<LeadDatabase>,
  idempotencyKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
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

/**
 * Leads in the order they arrived, read in pages so an export of years of leads never holds them
 * all in memory. `since` is an ISO timestamp.
 */
export async function* leadsInArrivalOrder(
  since?: string,
  pageSize = 500,
): AsyncGenerator<LeadsTable> {
  const db = await getLeadStore();
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('leads')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize);
    if (since) query = query.where('created_at', '>=', since);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
        ]),
      );
    }
    const page = await query.execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
