/**
 * The lead service's stable codes (docs/lead-service.md): what the browser tells apart and
 * translates. The words are in messages/ only; the server's English beside a code is for people
 * reading the API (lib/server/answer-words.ts). Free of zod: the retry queue reads them on every page.
 */

/**
 * A field's error code: the same from the form's own validation and from a 400's `errors`, and the
 * message key under `FieldErrors` in messages/ (docs/spec.md §5).
 */
export const fieldMessages = {
  required: 'required',
  phoneLength: 'phoneLength',
  phoneWrong: 'phoneWrong',
  emailWrong: 'emailWrong',
  tooLong: 'tooLong',
  notValid: 'notValid',
  cvFileType: 'cvFileType',
  cvFileTooLarge: 'cvFileTooLarge',
  markup: 'markup',
  controlCharacters: 'controlCharacters',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldMessage = (typeof fieldMessages)[FieldMessageKey];

/** Field path (`name`, `questions.0.answer`) → the first code for that field. */
export type FieldErrors = Partial<Record<string, FieldMessage>>;

const knownFieldMessages: ReadonlySet<string> = new Set(Object.values(fieldMessages));

export function isFieldMessage(value: string): value is FieldMessage {
  return knownFieldMessages.has(value);
}

/** The `code` of every refusal of the lead service (a 4xx or 5xx), with its HTTP status unchanged. */
export const answerCodes = [
  'checkFields',
  'unreadableBody',
  'unsupportedContentType',
  'bodyTooLarge',
  'requestTimeout',
  'idempotencyKeyReused',
  'tooManyRequests',
  'notFound',
  'crossSite',
  'storeUnavailable',
  'serverError',
  // The club booking's (docs/lead-service.md, "Booking errors").
  'slotTaken',
  'slotUnavailable',
  'reservationNotFound',
  'alreadyScheduled',
  'alreadyReserved',
  'paymentUnavailable',
  'paymentFailed',
  'paymentRequired',
  'bookingNotFound',
  'tooLateToChange',
  'noCallToChange',
] as const;

export type AnswerCode = (typeof answerCodes)[number];

const knownAnswerCodes: ReadonlySet<string> = new Set(answerCodes);

export function isAnswerCode(value: unknown): value is AnswerCode {
  return typeof value === 'string' && knownAnswerCodes.has(value);
}

/** The `message` of a stored submission's `201` (docs/design.md §5's contract; no form shows it). */
export const receiptMessages = {
  success: 'Success',
  formSent: 'Information was sent successfully!',
} as const;

export type ReceiptMessage = (typeof receiptMessages)[keyof typeof receiptMessages];
