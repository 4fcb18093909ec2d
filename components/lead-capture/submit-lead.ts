import {
  hasUtmSource,
  pageUrl,
  tokenFromSearch,
  urlWithToken,
  type TrackingToken,
} from '@/lib/tracking/token';
import { readTrackingToken } from '@/lib/tracking/storage';
import { botTrapFields, type BotTrapBody } from '@/lib/leads/bot-trap';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadInput, SpotLeadInput } from '@/lib/leads/lead';
import type { QuestionnaireInput } from '@/lib/leads/questionnaire';
import type { ConversionInput } from '@/lib/leads/conversion';
import type { AnswerCode, FieldErrors } from '@/lib/leads/validation-messages';
import type { Attempt, Submission } from '@/lib/client/pending-leads';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/notice';

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

/**
 * What every submission carries besides its own fields: the page, the token, the bot trap, the
 * privacy notice the form stated and the visitor's marketing choice (docs/design.md §15).
 */
type ContextBody = {
  locale: Locale;
  fullUrl: string;
  noticeVersion: string;
  marketingConsent?: boolean;
} & TrackingToken &
  BotTrapBody;

/** A body's own fields: the schema's input without what `withContext` adds. */
type OwnFields<Input> = Omit<Input, keyof ContextBody>;

type RequestCallInput = Extract<LeadInput, { kind: 'request-call' | 'taiwan' }>;
export type LeadContact = Pick<RequestCallInput, 'name' | 'phone'>;

/**
 * What sending a lead came to. `queued`: the network or the server failed; the submission is kept
 * and will be sent. `cvNotKept`: it failed and its CV could not be kept for later either.
 */
export type SendResult =
  | { ok: true; id: string | null }
  | {
      ok: false;
      queued?: boolean;
      cvNotKept?: boolean;
      fieldErrors?: FieldErrors;
      code?: AnswerCode;
      status?: number;
    };

/** What a form sends besides its fields (useBotTrap): the honeypot, when the form was shown. */
export type BotTrapAnswer = {
  honeypot: string;
  /** Read when the lead is sent: a modal's form starts its clock when it is shown. */
  formStartedAt: () => number;
  /** The optional marketing box; absent where the form has none (careers). */
  marketingConsent?: boolean;
};

export type SubmitContext = { locale: Locale; token: TrackingToken } & BotTrapAnswer;

/** Turns an attempt into what a form shows: success, kept for later, or the server's field errors. */
export function sendResult(outcome: Attempt): SendResult {
  if (outcome.status === 'sent') return { ok: true, id: outcome.id };
  if (outcome.status === 'queued') return { ok: false, queued: true };
  if (outcome.status === 'failed') return { ok: false, cvNotKept: true };
  const { errors, code } = outcome.answer;
  return { ok: false, fieldErrors: errors, code, status: outcome.httpStatus };
}

/** What every lead carries besides its own fields: the page, the token, the bot trap. */
export function leadContext(context: SubmitContext): ContextBody {
  return {
    locale: context.locale,
    fullUrl: pageUrl(window.location.href),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...(context.marketingConsent === undefined
      ? {}
      : { marketingConsent: context.marketingConsent }),
    ...context.token,
    [botTrapFields.honeypot]: context.honeypot,
    [botTrapFields.startedAt]: context.formStartedAt(),
  };
}

/** A body's own fields with the page context and the bot-trap fields. */
function withContext<Fields extends object>(
  fields: Fields,
  context: SubmitContext,
): Fields & ContextBody {
  return { ...fields, ...leadContext(context) };
}

/** What follows a stored lead (send-lead.ts): every lead is a sign-up and a conversion. */
export const leadStored = { event: 'signUpCompleted', conversion: true } as const;

/** A JSON submission to `endpoint`. */
function jsonSubmission(
  endpoint: string,
  body: Submission['body'],
  after: Submission['after'],
): Submission {
  return { endpoint, body, format: 'json', after };
}

/** The request-call form's lead (and the Taiwan modal's, `kind: 'taiwan'`). */
export function requestCallSubmission(
  contact: LeadContact,
  context: SubmitContext & { kind?: RequestCallInput['kind'] },
): Submission {
  const { kind = 'request-call', ...rest } = context;
  const body: RequestCallInput = withContext({ kind, ...contact }, rest);
  return jsonSubmission('/api/leads', body, leadStored);
}

/** The spot modal's booking; `leadId` is the reservation stored with the payment intent (one lead). */
export type SpotBooking = OwnFields<Omit<SpotLeadInput, 'kind'>>;

/** The spot modal's booking (docs/design.md §9): `409` when the expert's slot was just taken. */
export function spotBookingSubmission(booking: SpotBooking, context: SubmitContext): Submission {
  // The visitor's zone lets the confirmation e-mail name the call in their own time (design §11).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  const call = { kind: 'spot' as const, timeZone, ...booking };
  const body: SpotLeadInput = withContext(call, context);
  return jsonSubmission('/api/leads', body, leadStored);
}

export type QuestionnaireSubmission = OwnFields<QuestionnaireInput>;

/**
 * docs/spec.md §3: the questionnaire's answers and contact step; `cvSubmitted` once stored, and no
 * conversion of its own.
 */
export function questionnaireSubmission(
  submission: QuestionnaireSubmission,
  context: SubmitContext,
): Submission {
  const body: QuestionnaireInput = withContext(submission, context);
  return jsonSubmission('/api/questionnaires', body, { event: 'cvSubmitted', conversion: false });
}

/**
 * The conversion for the ad networks, failures ignored (sent by send-lead.ts only). It names the
 * lead the service stored (docs/design.md §5); the service reads the attribution there.
 */
export function postConversion(leadId: string | null): void {
  if (!leadId) return;
  const body: ConversionInput = { leadId };
  void fetch('/postback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
