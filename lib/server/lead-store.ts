import 'server-only';
import { randomUUID } from 'node:crypto';
import { trackingTokenKeys, type TrackingToken } from '@/lib/leads/fields';
import type { Locale } from '@/lib/i18n/locales';
import type { FormKind } from '@/lib/leads/forms';
import type { LeadKind } from '@/lib/leads/lead';
import { leastBusyAgent } from './agents/directory';
import { answerMessages } from '@/lib/leads/validation-messages';
import { leadServiceConfig } from './config';
import { nudgeCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import type { Kysely } from 'kysely';
import type { ForwardStatus, LeadDatabase, LeadsTable } from './database/schema';
import type { SubmissionContext } from './endpoint';
import { RejectedRequest } from './rejected-request';

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

type NewLead = {
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
 * the commit is durable. A submission re-sent with the same Idempotency-Key finds its first lead
 * (`created: false`) instead of adding a row; the unique index makes that hold under races too.
 */
export async function storeLead(lead: NewLead, extras: LeadExtras = {}): Promise<StoredLead> {
  const stored = await insertLead(await getLeadStore(), lead, extras);
  if (stored.created && leadServiceConfig().crm.baseUrl && !lead.context.quarantineReason)
    nudgeCrmForwarding();
  return stored;
}

/**
 * The insert of `storeLead`, on a transaction of the caller's (the booking, which names the expert
 * in `extras.agent_id`, so nothing here reads outside the transaction); the caller nudges the outbox.
 */
export async function insertLead(
  db: Kysely<LeadDatabase>,
  { kind, submission, context, cvFile, listing }: NewLead,
  extras: LeadExtras = {},
): Promise<StoredLead> {
  const { name, phone, email, locale, fullUrl, ...rest } = submission;
  const token: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if ((trackingTokenKeys as string[]).includes(key)) token[key] = value;
    else details[key] = value;
  }

  const { idempotencyKey, quarantineReason, requestFingerprint } = context;
  const sameRequest = { kind, requestFingerprint };
  if (idempotencyKey) {
    const earlier = await leadWithKey(db, idempotencyKey, sameRequest);
    if (earlier) return { id: earlier, created: false };
  }

  const id = randomUUID();
  const now = new Date().toISOString();
  const forwarding = Boolean(leadServiceConfig().crm.baseUrl) && !quarantineReason;
  // A slow CRM agents list must not hold a visitor's lead: after a moment the seeded list decides.
  const agentId =
    extras.agent_id ??
    (await leastBusyAgent(kind === 'taiwan' ? 'zh' : locale, { waitForCrmMs: 500 })).id;
  const inserted = await db
    .insertInto('leads')
    .values({
      id,
      created_at: now,
      kind,
      name,
      phone,
      email: email ?? null,
      locale,
      full_url: fullUrl,
      utm_source: textOrNull(token.utm_source),
      utm_medium: textOrNull(token.utm_medium),
      utm_campaign: textOrNull(token.utm_campaign),
      utm_content: textOrNull(token.utm_content),
      clickid: textOrNull(token.clickid),
      bclickid: textOrNull(token.bclickid),
      details: JSON.stringify(details),
      cv_file: cvFile ?? null,
      listing_slug: listing ?? null,
      client_address: context.clientAddress ?? null,
      user_agent: context.userAgent ?? null,
      forward_status: quarantineReason ? 'quarantined' : initialForwardStatus(),
      forward_attempts: 0,
      forward_next_attempt_at: forwarding ? now : null,
      forward_locked_until: null,
      forward_last_error: null,
      forwarded_at: null,
      forward_revision: 0,
      payment_status: extras.payment_status ?? null,
      payment_intent_id: null,
      payment_amount: extras.payment_amount ?? null,
      payment_currency: extras.payment_currency ?? null,
      payment_secret_hash: null,
      // Issue 22: reservations are told apart by Idempotency-Key, no longer by the visitor's details.
      reservation_key: null,
      quarantine_reason: quarantineReason ?? null,
      released_at: null,
      idempotency_key: idempotencyKey ?? null,
      idempotency_fingerprint: idempotencyKey ? (requestFingerprint ?? null) : null,
      agent_id: agentId,
    })
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
  request: { kind: LeadRecordKind; requestFingerprint: string | undefined },
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
    throw new RejectedRequest(422, answerMessages.idempotencyKeyReused);
  return row.id;
}

function initialForwardStatus(): ForwardStatus {
  return leadServiceConfig().crm.baseUrl ? 'pending' : 'not-configured';
}

/** Lets a quarantined lead go to the CRM (and its held postback); false if none was held. */
export async function releaseLead(id: string): Promise<boolean> {
  const db = await getLeadStore();
  const now = new Date().toISOString();
  const status = initialForwardStatus();
  const result = await db
    .updateTable('leads')
    .set({
      forward_status: status,
      forward_next_attempt_at: status === 'pending' ? now : null,
      released_at: now,
    })
    .where('id', '=', id)
    .where('forward_status', '=', 'quarantined')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
