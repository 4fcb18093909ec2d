import 'server-only';
import type { AnswerCode } from '@/lib/leads/validation-messages';

/**
 * The English beside each refusal's code, for people reading the API and its logs. The browser
 * never shows these: it translates the code (docs/lead-service.md).
 */
export const answerWords: Record<AnswerCode, string> = {
  checkFields: 'Please check the highlighted fields',
  unreadableBody: 'The request could not be read',
  unsupportedContentType: 'Unsupported content type',
  bodyTooLarge: 'The request is too large',
  requestTimeout: 'The request took too long to arrive',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with another request; send a new key for a new request',
  tooManyRequests: 'Too many requests, please try again later',
  notFound: 'Page not found',
  crossSite: 'Cross-site requests are not allowed',
  storeUnavailable: 'The service is briefly unavailable, please try again shortly',
  serverError: 'Something went wrong',
  slotTaken: 'This time has just been booked, please choose another',
  slotUnavailable: 'This time cannot be booked, please choose another',
  reservationNotFound: 'We could not find your reservation',
  alreadyScheduled: 'Your call is already scheduled',
  alreadyReserved: 'You already have a call booked: the link in its e-mail moves or cancels it',
  paymentUnavailable: 'Online payment is unavailable right now',
  paymentFailed: 'The payment could not be started, please try again',
  paymentRequired: 'The spot must be paid before its call is booked',
  bookingNotFound: 'We could not find this booking',
  tooLateToChange: 'The call starts within 2 hours and can no longer be changed online',
  noCallToChange: 'No call is booked',
};
