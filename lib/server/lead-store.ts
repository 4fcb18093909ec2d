import 'server-only';
import { randomUUID } from 'node:crypto';
import { trackingTokenKeys, type TrackingToken } from '@/lib/leads/fields';
import type { Locale } from '@/lib/i18n/locales';
import { leadServiceConfig } from './config';
import { nudgeCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import type { Kysely } from 'kysely';
import type { LeadDatabase, LeadsTable } from './database/schema';
import type { SubmissionContext } from './endpoint';

export type LeadRecordKind =
  'request-call' | 'taiwan' | 'spot' | 'questionnaire' | 'sell' | 'partner' | 'career';

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
};

/** Columns only some leads fill (a spot reservation's payment and its double-click key). */
export type LeadExtras = Partial<
  Pick<LeadsTable, 'payment_status' | 'payment_currency' | 'payment_amount' | 'reservation_key'>
>;

/**
 * Commits a lead and queues it for the CRM in the same row (the outbox), so a lead that is stored is
 * also a lead that will be forwarded. Resolves only once the commit is durable.
 */
export async function storeLead(lead: NewLead, extras: LeadExtras = {}): Promise<string> {
  const id = await insertLead(await getLeadStore(), lead, extras);
  if (leadServiceConfig().crm.baseUrl) nudgeCrmForwarding();
  return id;
}

/** The insert of `storeLead`, on a transaction of the caller's (the booking); the caller nudges the outbox. */
export async function insertLead(
  db: Kysely<LeadDatabase>,
  { kind, submission, context, cvFile }: NewLead,
  extras: LeadExtras = {},
): Promise<string> {
  const { name, phone, email, locale, fullUrl, ...rest } = submission;
  const token: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if ((trackingTokenKeys as string[]).includes(key)) token[key] = value;
    else details[key] = value;
  }

  const id = randomUUID();
  const now = new Date().toISOString();
  const forwarding = Boolean(leadServiceConfig().crm.baseUrl);
  await db
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
      client_address: context.clientAddress ?? null,
      user_agent: context.userAgent ?? null,
      forward_status: forwarding ? 'pending' : 'not-configured',
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
      reservation_key: extras.reservation_key ?? null,
    })
    .execute();
  return id;
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

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
