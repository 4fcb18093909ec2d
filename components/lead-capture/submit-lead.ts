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
  | { ok: true; id: string | null }
  | { ok: false; fieldErrors?: FieldErrors; message?: string; status?: number };

type SubmitContext = {
  locale: string;
  token: TrackingToken;
  honeypot: string;
  formStartedAt: number;
};

/** Posts a JSON submission with the page context and the bot-trap fields. */
async function postSubmission(
  endpoint: string,
  fields: Record<string, unknown>,
  context: SubmitContext,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        ...fields,
        locale: context.locale,
        fullUrl: pageUrl(window.location.href),
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
  if (!response.ok) {
    return {
      ok: false,
      fieldErrors: body?.errors,
      message: body?.message,
      status: response.status,
    };
  }
  return { ok: true, id: body?.data?.id ?? null };
}

export function pushDataLayer(event: string): void {
  (window.dataLayer ??= []).push({ event });
}

export async function sendRequestCall(
  contact: LeadContact,
  context: SubmitContext & { kind?: 'request-call' | 'taiwan' },
): Promise<SendResult> {
  const { kind = 'request-call', ...rest } = context;
  const result = await postSubmission('/api/leads', { kind, ...contact }, rest);
  if (result.ok) pushDataLayer('signUpCompleted');
  return result;
}

export type SpotBooking = LeadContact & {
  email: string;
  s1: { date: string; time: string };
  agentId?: string;
  /** The reservation stored with the payment intent, so the booking completes it (one lead). */
  leadId?: string;
};

/** The spot modal's booking (DESIGN.md section 9): `409` when the expert's slot was just taken. */
export async function sendSpotBooking(
  booking: SpotBooking,
  context: SubmitContext,
): Promise<SendResult> {
  const result = await postSubmission('/api/leads', { kind: 'spot', ...booking }, context);
  if (result.ok) pushDataLayer('signUpCompleted');
  return result;
}

export type QuestionnaireSubmission = LeadContact & {
  language: string[];
  questions: { question: string; answer: string | number }[];
};

/** SPEC.md: the questionnaire's answers and contact step; `cvSubmitted` once stored. */
export async function sendQuestionnaire(
  submission: QuestionnaireSubmission,
  context: SubmitContext,
): Promise<SendResult> {
  const result = await postSubmission('/api/questionnaires', submission, context);
  if (result.ok) pushDataLayer('cvSubmitted');
  return result;
}

/** After the form is reset and closed: the conversion for the ad networks, failures ignored. */
export function postConversion(
  contact: LeadContact & { email?: string },
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
