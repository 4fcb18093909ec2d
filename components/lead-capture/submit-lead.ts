import {
  hasUtmSource,
  pageUrl,
  tokenFromSearch,
  urlWithToken,
  type TrackingToken,
} from '@/lib/tracking/token';
import { readTrackingToken } from '@/lib/tracking/storage';
import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FieldErrors } from '@/lib/leads/validation-messages';
import { submit, type Attempt, type Submission } from './pending-leads';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * docs/spec.md §4: a lead leaves only from an address that names its source. Without
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

/** `queued`: the network or the server failed; the submission is kept and will be sent. */
export type SendResult =
  | { ok: true; id: string | null }
  | { ok: false; queued?: boolean; fieldErrors?: FieldErrors; message?: string; status?: number };

type SubmitContext = {
  locale: string;
  token: TrackingToken;
  honeypot: string;
  formStartedAt: number;
};

/** Turns an attempt into what a form shows: success, kept for later, or the server's field errors. */
export function sendResult(outcome: Attempt): SendResult {
  if (outcome.status === 'sent') return { ok: true, id: outcome.id };
  if (outcome.status !== 'refused') return { ok: false, queued: outcome.status === 'queued' };
  const answer = outcome.answer as { message?: string; errors?: FieldErrors } | null;
  return {
    ok: false,
    fieldErrors: answer?.errors,
    message: answer?.message,
    status: outcome.httpStatus,
  };
}

/** Posts a JSON submission with the page context and the bot-trap fields, kept if it fails. */
async function postSubmission(
  endpoint: string,
  fields: Record<string, unknown>,
  context: SubmitContext,
  after: Submission['after'],
): Promise<SendResult> {
  const body = {
    ...fields,
    locale: context.locale,
    fullUrl: pageUrl(window.location.href),
    ...context.token,
    [botTrapFields.honeypot]: context.honeypot,
    [botTrapFields.startedAt]: context.formStartedAt,
  };
  return sendResult(await submit({ endpoint, body, format: 'json', after }));
}

export function pushDataLayer(event: string): void {
  (window.dataLayer ??= []).push({ event });
}

export async function sendRequestCall(
  contact: LeadContact,
  context: SubmitContext & { kind?: 'request-call' | 'taiwan' },
): Promise<SendResult> {
  const { kind = 'request-call', ...rest } = context;
  const after = { event: 'signUpCompleted', conversion: true };
  const result = await postSubmission('/api/leads', { kind, ...contact }, rest, after);
  if (result.ok) pushDataLayer(after.event);
  return result;
}

export type SpotBooking = LeadContact & {
  email: string;
  s1: { date: string; time: string };
  agentId?: string;
  /** The reservation stored with the payment intent, so the booking completes it (one lead). */
  leadId?: string;
};

/** The spot modal's booking (docs/design.md §9): `409` when the expert's slot was just taken. */
export async function sendSpotBooking(
  booking: SpotBooking,
  context: SubmitContext,
): Promise<SendResult> {
  const after = { event: 'signUpCompleted', conversion: true };
  const result = await postSubmission('/api/leads', { kind: 'spot', ...booking }, context, after);
  if (result.ok) pushDataLayer(after.event);
  return result;
}

export type QuestionnaireSubmission = LeadContact & {
  language: string[];
  questions: { question: string; answer: string | number }[];
};

/** docs/spec.md §3: the questionnaire's answers and contact step; `cvSubmitted` once stored. */
export async function sendQuestionnaire(
  submission: QuestionnaireSubmission,
  context: SubmitContext,
): Promise<SendResult> {
  const after = { event: 'cvSubmitted', conversion: false };
  const result = await postSubmission('/api/questionnaires', submission, context, after);
  if (result.ok) pushDataLayer(after.event);
  return result;
}

/**
 * After the form is reset and closed: the conversion for the ad networks, failures ignored. It
 * names the lead the service stored (docs/design.md §5); the service reads the attribution there.
 */
export function postConversion(leadId: string | null): void {
  if (!leadId) return;
  void fetch('/postback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ leadId }),
    keepalive: true,
  }).catch(() => undefined);
}
