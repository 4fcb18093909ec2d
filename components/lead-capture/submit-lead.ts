import {
  hasUtmSource,
  pageUrl,
  tokenFromSearch,
  urlWithToken,
  type TrackingToken,
} from '@/lib/tracking/token';
import { readTrackingToken } from '@/lib/tracking/storage';
import { track } from '@/lib/tracking/data-layer';
import { botTrapFields, type BotTrapBody } from '@/lib/leads/bot-trap';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadInput, SpotLeadInput } from '@/lib/leads/lead';
import type { QuestionnaireInput } from '@/lib/leads/questionnaire';
import type { ConversionInput } from '@/lib/leads/conversion';
import type { AnswerCode, FieldErrors } from '@/lib/leads/validation-messages';
import { submit, type Attempt, type Submission } from '@/lib/client/pending-leads';
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

/** `queued`: the network or the server failed; the submission is kept and will be sent. */
export type SendResult =
  | { ok: true; id: string | null }
  | { ok: false; queued?: boolean; fieldErrors?: FieldErrors; code?: AnswerCode; status?: number };

export type SubmitContext = {
  locale: Locale;
  token: TrackingToken;
  honeypot: string;
  formStartedAt: number;
  /** The optional marketing box; absent where the form has none (careers). */
  marketingConsent?: boolean;
};

/** Turns an attempt into what a form shows: success, kept for later, or the server's field errors. */
export function sendResult(outcome: Attempt): SendResult {
  if (outcome.status === 'sent') return { ok: true, id: outcome.id };
  if (outcome.status !== 'refused') return { ok: false, queued: outcome.status === 'queued' };
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
    [botTrapFields.startedAt]: context.formStartedAt,
  };
}

/** A body's own fields with the page context and the bot-trap fields. */
function withContext<Fields extends object>(
  fields: Fields,
  context: SubmitContext,
): Fields & ContextBody {
  return { ...fields, ...leadContext(context) };
}

/** Posts a JSON submission, kept if it fails; its event goes to the dataLayer once stored. */
async function postSubmission(
  endpoint: string,
  body: Submission['body'],
  after: Required<Submission['after']>,
): Promise<SendResult> {
  const result = sendResult(await submit({ endpoint, body, format: 'json', after }));
  if (result.ok) track({ event: after.event });
  return result;
}

export async function sendRequestCall(
  contact: LeadContact,
  context: SubmitContext & { kind?: RequestCallInput['kind'] },
): Promise<SendResult> {
  const { kind = 'request-call', ...rest } = context;
  const body: RequestCallInput = withContext({ kind, ...contact }, rest);
  return postSubmission('/api/leads', body, { event: 'signUpCompleted', conversion: true });
}

/** The spot modal's booking; `leadId` is the reservation stored with the payment intent (one lead). */
export type SpotBooking = OwnFields<Omit<SpotLeadInput, 'kind'>>;

/** The spot modal's booking (docs/design.md §9): `409` when the expert's slot was just taken. */
export async function sendSpotBooking(
  booking: SpotBooking,
  context: SubmitContext,
): Promise<SendResult> {
  // The visitor's zone lets the confirmation e-mail name the call in their own time (design §11).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  const call = { kind: 'spot' as const, timeZone, ...booking };
  const body: SpotLeadInput = withContext(call, context);
  return postSubmission('/api/leads', body, { event: 'signUpCompleted', conversion: true });
}

export type QuestionnaireSubmission = OwnFields<QuestionnaireInput>;

/** docs/spec.md §3: the questionnaire's answers and contact step; `cvSubmitted` once stored. */
export async function sendQuestionnaire(
  submission: QuestionnaireSubmission,
  context: SubmitContext,
): Promise<SendResult> {
  const body: QuestionnaireInput = withContext(submission, context);
  return postSubmission('/api/questionnaires', body, { event: 'cvSubmitted', conversion: false });
}

/**
 * After the form is reset and closed: the conversion for the ad networks, failures ignored. It
 * names the lead the service stored (docs/design.md §5); the service reads the attribution there.
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
