import 'server-only';
import { dubaiTimeZone } from '@/lib/booking/rules';
import type { CrmMessagesTable } from '../database/privacy-schema';
import type { LeadsTable } from '../database/schema';
import { readCv } from '../cv-upload';

/** The CRM's API prefix for writes (docs/spec.md §7: generic post under /api/v1.0). */
const crmApiPrefix = '/api/v1.0';

export type CrmRequest = { path: string; body: string | FormData; contentType?: string };

/**
 * The CRM request of a stored lead, in the shapes of docs/spec.md §7: a lead is name, phone, s1 and
 * the tracking fields with fullUrl; a questionnaire adds language and questions; the page forms are
 * multipart like the automation webhook they replace, with the CV attached.
 */
export async function crmRequestFor(lead: LeadsTable): Promise<CrmRequest> {
  const details = parseDetails(lead.details);
  const common = {
    name: lead.name,
    phone: lead.phone,
    ...(lead.email ? { email: lead.email } : {}),
    utm_source: lead.utm_source ?? '',
    utm_medium: lead.utm_medium ?? '',
    utm_campaign: lead.utm_campaign ?? '',
    utm_content: lead.utm_content ?? '',
    clickid: lead.clickid ?? '',
    bclickid: lead.bclickid ?? '',
    fullUrl: lead.full_url,
    locale: lead.locale,
    // What the visitor was told and chose (docs/design.md §15); absent where nothing was recorded.
    ...(lead.notice_version
      ? { privacyNotice: { version: lead.notice_version, at: lead.notice_at } }
      : {}),
    ...(lead.marketing_consent === null ? {} : { marketingConsent: lead.marketing_consent === 1 }),
  };

  switch (lead.kind) {
    case 'request-call':
    case 'taiwan':
      return json('/leads', {
        kind: lead.kind,
        ...common,
        ...(details.s1 ? { s1: details.s1 } : {}),
      });
    case 'spot':
      return json('/leads', { kind: lead.kind, ...common, ...spotBooking(lead, details) });
    case 'questionnaire':
      return json('/questionnaires', {
        ...common,
        language: details.language ?? [],
        questions: details.questions ?? [],
      });
    default:
      return multipart(lead, {
        ...common,
        ...details,
        ...(lead.listing_slug ? { listing: lead.listing_slug } : {}),
      });
  }
}

/**
 * A message about no stored lead: an erasure (docs/design.md §15) asks the CRM to erase the leads
 * it holds under these ids (each lead's Idempotency-Key, a club spot's `leadId`).
 */
export function crmMessageRequest(message: CrmMessagesTable): CrmRequest {
  switch (message.kind) {
    case 'erasure':
      return json('/erasures', JSON.parse(message.payload));
    default:
      throw new Error(`no CRM request for a ${message.kind} message`);
  }
}

/**
 * A club spot is sent again when it is paid, refunded or scheduled: `leadId` lets the CRM update the
 * lead it has, and the payment and the call travel with it (docs/design.md §9).
 */
function spotBooking(lead: LeadsTable, details: Record<string, unknown>) {
  return {
    leadId: lead.id,
    ...(details.s1 ? { s1: details.s1, timeZone: dubaiTimeZone } : {}),
    ...(typeof details.agentId === 'string'
      ? { expert: { id: details.agentId, name: details.expert ?? '' } }
      : {}),
    payment: {
      status: lead.payment_status ?? 'unpaid',
      amount: lead.payment_amount === null ? null : lead.payment_amount / 100,
      currency: (lead.payment_currency ?? 'aed').toUpperCase(),
      paymentIntentId: lead.payment_intent_id,
    },
  };
}

function json(path: string, payload: unknown): CrmRequest {
  return {
    path: `${crmApiPrefix}${path}`,
    body: JSON.stringify(payload),
    contentType: 'application/json',
  };
}

async function multipart(lead: LeadsTable, fields: Record<string, unknown>): Promise<CrmRequest> {
  const form = new FormData();
  const { cvFileName, ...rest } = fields;
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null)
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (lead.cv_file) {
    const bytes = await readCv(lead.cv_file);
    if (!bytes) throw new Error(`the CV of lead ${lead.id} is missing`);
    form.append(
      'cv',
      new Blob([new Uint8Array(bytes)]),
      typeof cvFileName === 'string' ? cvFileName : lead.cv_file.split('/').pop(),
    );
  }
  // fetch writes the multipart boundary itself.
  return { path: `${crmApiPrefix}/forms/${lead.kind}`, body: form };
}

/** A lead's `details` column as an object; an unreadable one is empty. */
export function parseDetails(details: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(details);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
