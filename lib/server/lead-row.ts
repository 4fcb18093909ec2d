import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { consentFieldKeys, trackingTokenKeys } from '@/lib/leads/fields';
import { crmSettings } from './config';
import type { ForwardStatus, LeadDatabase, LeadsTable } from './database/schema';
import type { LeadExtras, NewLead } from './lead-store';

/**
 * The row a new lead becomes, before it is written: built apart from the insert so that its staff
 * e-mail can be rendered before the transaction (rendering must not hold SQLite's write lock).
 */
export function newLeadRow(
  { kind, submission, context, cvFile, listing }: NewLead,
  extras: LeadExtras & { agent_id: string },
): LeadsTable {
  const { name, phone, email, locale, fullUrl, ...rest } = submission;
  const token: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if ((trackingTokenKeys as string[]).includes(key)) token[key] = value;
    else if (key !== 'timeZone' && !(consentFieldKeys as string[]).includes(key))
      details[key] = value;
  }
  const { idempotencyKey, quarantineReason, requestFingerprint } = context;
  const id = randomUUID();
  const now = new Date().toISOString();
  const forwarding = Boolean(crmSettings().baseUrl) && !quarantineReason;
  const agentId = extras.agent_id;
  return {
    id,
    created_at: now,
    kind,
    name,
    phone,
    email: email ?? null,
    locale,
    full_url: fullUrl,
    landing_page: landingPage(fullUrl),
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
    time_zone: textOrNull(rest.timeZone),
    manage_token_hash: null,
    call_status: null,
    call_sequence: 0,
    ...consentColumns(kind, rest, now),
  };
}

/**
 * What the visitor was told and chose (docs/design.md §15): the notice's version and the time it
 * applied from, and the marketing box; null where a form has no box (careers) or none was sent.
 */
export function consentColumns(
  kind: string,
  submission: Record<string, unknown>,
  now: string,
): Pick<LeadsTable, 'notice_version' | 'notice_at' | 'marketing_consent'> {
  const version = textOrNull(submission.noticeVersion);
  const marketing = submission.marketingConsent;
  return {
    notice_version: version,
    notice_at: version ? now : null,
    marketing_consent:
      kind === 'career' || typeof marketing !== 'boolean' ? null : marketing ? 1 : 0,
  };
}

export function initialForwardStatus(): ForwardStatus {
  return crmSettings().baseUrl ? 'pending' : 'not-configured';
}

/** The page a lead came from without its query string (the campaigns view's landing page). */
function landingPage(fullUrl: string): string {
  return fullUrl.split('?', 1)[0]!;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** The stored lead with this id (any state), read in the caller's transaction or store. */
export const leadById = (db: Kysely<LeadDatabase>, id: string): Promise<LeadsTable | undefined> =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
