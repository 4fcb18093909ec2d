import 'server-only';
import { randomUUID } from 'node:crypto';
import { trackingTokenKeys, type TrackingToken } from '@/lib/leads/fields';
import type { ChatStart, Conversion } from '@/lib/leads/conversion';
import { leadServiceConfig } from './config';
import { getLeadStore } from './database/connection';
import type { SubmissionContext } from './endpoint';
import { leadById } from './lead-row';

/**
 * Records the conversion of a stored lead and, when POSTBACK_URL_TEMPLATE is set, reports it to the
 * ad network server to server, with the lead's own attribution. At most once per lead: the unique
 * `lead_id` decides which of two racing postbacks records it. A lead in quarantine gets its
 * conversion recorded as `held`, fired when an operator releases it. An unknown lead records nothing.
 */
export async function recordConversion(
  { leadId }: Conversion,
  context: SubmissionContext,
): Promise<void> {
  const { postbackUrlTemplate } = leadServiceConfig();
  const db = await getLeadStore();
  const lead = await leadById(db, leadId);
  if (!lead) return;

  const held = lead.forward_status === 'quarantined';
  const inserted = await db
    .insertInto('conversions')
    .values({
      id: randomUUID(),
      created_at: new Date().toISOString(),
      lead_id: lead.id,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      locale: lead.locale,
      full_url: lead.full_url,
      ...tokenColumns(tokenFromColumns(lead)),
      client_address: context.clientAddress ?? null,
      postback_status: postbackUrlTemplate ? (held ? 'held' : 'pending') : 'not-configured',
    })
    .onConflict((conflict) => conflict.column('lead_id').doNothing())
    .executeTakeFirst();
  const recorded = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (recorded && postbackUrlTemplate && !held) void sendPostback(lead.id, postbackUrlTemplate);
}

/** Fires the postback held for a lead released from quarantine; resolves once it is recorded. */
export async function sendHeldPostback(leadId: string): Promise<void> {
  const { postbackUrlTemplate } = leadServiceConfig();
  if (!postbackUrlTemplate) return;
  const db = await getLeadStore();
  const claimed = await db
    .updateTable('conversions')
    .set({ postback_status: 'pending' })
    .where('lead_id', '=', leadId)
    .where('postback_status', '=', 'held')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) > 0) await sendPostback(leadId, postbackUrlTemplate);
}

async function sendPostback(leadId: string, template: string): Promise<void> {
  try {
    const db = await getLeadStore();
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const token = tokenFromColumns(lead);
    const status = await firePostback(template, { ...token, locale: lead.locale });
    await db
      .updateTable('conversions')
      .set({ postback_status: status })
      .where('lead_id', '=', leadId)
      .execute();
  } catch (error) {
    console.error('[postback] could not record the postback status:', error);
  }
}

/** Stores a chat start that names where it came from; returns false (nothing stored) when it does not. */
export async function recordChatStart(
  chat: ChatStart,
  context: SubmissionContext,
): Promise<boolean> {
  if (!chat.fullUrl && trackingTokenKeys.every((key) => !chat[key])) return false;
  const db = await getLeadStore();
  await db
    .insertInto('chat_starts')
    .values({
      id: randomUUID(),
      created_at: new Date().toISOString(),
      locale: chat.locale ?? null,
      full_url: chat.fullUrl ?? null,
      ...tokenColumns(chat),
      client_address: context.clientAddress ?? null,
    })
    .execute();
  return true;
}

/**
 * The template with `{clickid}`, `{utm_source}`… URL-encoded in place; unknown placeholders become
 * empty. A value cannot move the URL: `/`, `?`, `#`, `@` and `:` are encoded, and a value of dots
 * alone, which a URL reads as `.` or `..` segment (even encoded as `%2e`), is left out (issue 22).
 * The result must keep the template's origin and path segments, else there is no URL.
 */
export function postbackUrl(
  template: string,
  values: TrackingToken & { locale?: string },
): string | undefined {
  // Only attribution goes to the ad network, never the visitor's name or phone.
  const known: Record<string, string | undefined> = { locale: values.locale };
  for (const key of trackingTokenKeys) known[key] = values[key];
  const fill = (value: (key: string) => string) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(value(key)));
  const url = fill((key) => {
    const value = known[key] ?? '';
    return /^\.+$/.test(value) ? '' : value;
  });
  const shapes = [fill(() => 'x'), fill(() => 'y')];
  if (![url, ...shapes].every((candidate) => URL.canParse(candidate))) return undefined;
  const [parsed, shape, otherShape] = [url, ...shapes].map((candidate) => new URL(candidate));
  if (!parsed || !shape || !otherShape || !/^https?:$/.test(parsed.protocol)) return undefined;
  // A template whose host holds no placeholder keeps its host whatever the values are.
  const fixedOrigin = shape.origin === otherShape.origin;
  if (fixedOrigin && parsed.origin !== shape.origin) return undefined;
  const segments = (target: URL) => target.pathname.split('/').length;
  return segments(parsed) === segments(shape) ? url : undefined;
}

async function firePostback(
  template: string,
  values: TrackingToken & { locale?: string },
): Promise<'sent' | 'failed'> {
  const url = postbackUrl(template, values);
  if (!url) {
    console.error(
      "[postback] POSTBACK_URL_TEMPLATE with this lead's values gives no http(s) URL of its shape",
    );
    return 'failed';
  }
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(leadServiceConfig().postbackTimeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'sent';
    console.warn(`[postback] ${new URL(url).host} answered HTTP ${response.status}`);
  } catch (error) {
    console.warn('[postback] failed:', error instanceof Error ? error.message : error);
  }
  return 'failed';
}

function tokenColumns(token: TrackingToken): Record<keyof TrackingToken, string | null> {
  return Object.fromEntries(trackingTokenKeys.map((key) => [key, token[key] ?? null])) as Record<
    keyof TrackingToken,
    string | null
  >;
}

function tokenFromColumns(row: Record<keyof TrackingToken, string | null>): TrackingToken {
  return Object.fromEntries(trackingTokenKeys.map((key) => [key, row[key] ?? undefined])) as Record<
    keyof TrackingToken,
    string | undefined
  >;
}
