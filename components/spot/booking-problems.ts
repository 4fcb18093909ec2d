import type { AnswerCode } from '@/lib/leads/validation-messages';

type ProblemKey = 'schedule.taken' | 'schedule.alreadyReserved' | 'error';

/**
 * What the schedule step says when the booking is refused, by the answer's code: a key of the
 * `SpotModal` messages. Every code has its line, so a new code without one does not compile.
 */
export const bookingProblems: Record<AnswerCode, ProblemKey> = {
  slotTaken: 'schedule.taken',
  alreadyScheduled: 'schedule.taken',
  alreadyReserved: 'schedule.alreadyReserved',
  slotUnavailable: 'error',
  reservationNotFound: 'error',
  paymentUnavailable: 'error',
  paymentFailed: 'error',
  paymentRequired: 'error',
  bookingNotFound: 'error',
  tooLateToChange: 'error',
  noCallToChange: 'error',
  checkFields: 'error',
  unreadableBody: 'error',
  unsupportedContentType: 'error',
  bodyTooLarge: 'error',
  requestTimeout: 'error',
  idempotencyKeyReused: 'error',
  tooManyRequests: 'error',
  notFound: 'error',
  crossSite: 'error',
  storeUnavailable: 'error',
  serverError: 'error',
};

/** The refusal's message key; a 409 without a known code is a slot taken meanwhile, as before. */
export function bookingProblem(
  code: AnswerCode | undefined,
  status: number | undefined,
): ProblemKey {
  if (code) return bookingProblems[code];
  return status === 409 ? 'schedule.taken' : 'error';
}
