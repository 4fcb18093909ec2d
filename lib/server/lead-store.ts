import 'server-only';
import { randomUUID } from 'node:crypto';
import { trackingTokenKeys, type TrackingToken } from '@/lib/leads/fields';
import type { Locale } from '@/lib/i18n/locales';
import { leadServiceConfig } from './config';
import { nudgeCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import type { LeadsTable } from './database/schema';
import type { SubmissionContext } from './endpoint';

export type LeadRecordKind =
  'request-call' | 'taiwan' | 'spot' | 'questionnaire' | 'sell' | 'partner' | 'career' | 'listing';

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

/**
 * Commits a lead and queues it for the CRM in the same row (the outbox), so a lead that is stored is
 * also a lead that will be forwarded. Resolves only once the commit is durable.
 */
export async function storeLead({
  kind,
  submission,
  context,
  cvFile,
  listing,
}: NewLead): Promise<string> {
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
  const db = await getLeadStore();
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
      listing_slug: listing ?? null,
      client_address: context.clientAddress ?? null,
      user_agent: context.userAgent ?? null,
      forward_status: forwarding ? 'pending' : 'not-configured',
      forward_attempts: 0,
      forward_next_attempt_at: forwarding ? now : null,
      forward_locked_until: null,
      forward_last_error: null,
      forwarded_at: null,
    })
    .execute();

  if (forwarding) nudgeCrmForwarding();
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
