import {
  hasUtmSource,
  pageUrl,
  tokenFromSearch,
  urlWithToken,
  type TrackingToken,
} from '@/lib/tracking/token';
import { readTrackingToken } from '@/lib/tracking/storage';
import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FieldErrors } from '@/lib/leads/messages';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * SPEC.md section 4: a lead leaves only from an address that names its source. Without
 * `utm_source`, the stored token (or `utm_source=organic`) is written into the address first.
 */
export function ensureAttributedUrl(): TrackingToken {
  if (!hasUtmSource(window.location.search)) {
    const url = urlWithToken(window.location.href, readTrackingToken());
    window.history.replaceState(null, '', url);
  }
  return tokenFromSearch(window.location.search) ?? {};
}

export type LeadContact = { name: string; phone: string };

export type SendResult =
  { ok: true; id: string | null } | { ok: false; fieldErrors?: FieldErrors; message?: string };

export async function sendRequestCall(
  contact: LeadContact,
  context: { locale: string; token: TrackingToken; honeypot: string; formStartedAt: number },
): Promise<SendResult> {
  const fullUrl = pageUrl(window.location.href);
  let response: Response;
  try {
    response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        kind: 'request-call',
        ...contact,
        locale: context.locale,
        fullUrl,
        ...context.token,
        [botTrapFields.honeypot]: context.honeypot,
        [botTrapFields.startedAt]: context.formStartedAt,
      }),
    });
  } catch {
    return { ok: false };
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    errors?: FieldErrors;
    data?: { id?: string };
  } | null;
  if (!response.ok) return { ok: false, fieldErrors: body?.errors, message: body?.message };

  (window.dataLayer ??= []).push({ event: 'signUpCompleted' });
  return { ok: true, id: body?.data?.id ?? null };
}

/** After the form is reset and closed: the conversion for the ad networks, failures ignored. */
export function postConversion(
  contact: LeadContact,
  context: { locale: string; token: TrackingToken },
): void {
  void fetch('/postback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...contact,
      locale: context.locale,
      fullUrl: pageUrl(window.location.href),
      ...context.token,
    }),
    keepalive: true,
  }).catch(() => undefined);
}
