import { type PaymentStatus, bookingPaths } from '@/lib/booking/rules';
import {
  keptReservationSchema,
  paymentStatusDataSchema,
  slotsDataSchema,
  spotIntentDataSchema,
  type PaymentStatusQuery,
  type SlotsQuery,
  type SpotIntentInput,
} from '@/lib/leads/booking';
import type { Slot } from '@/lib/booking/slots';
import { readAnswer } from '@/lib/client/answer';
import { submit } from '@/lib/client/pending-leads';
import { toAnswer } from '@/lib/leads/answer';
import type { BotTrapBody } from '@/lib/leads/bot-trap';
import type { TrackingToken } from '@/lib/tracking/token';
import { leadContext, type BotTrapAnswer } from '@/components/lead-capture/submit-lead';

export type Reservation =
  | { kind: 'ready'; leadId: string; clientSecret: string; amount: number; currency: string }
  /** No online payment; a reservation already stored (Stripe failed after it) keeps its id. */
  | { kind: 'unavailable'; leadId?: string }
  /** `queued`: the network or the server failed; the reservation is kept and will be sent. */
  | { kind: 'error'; queued: boolean };

type ReservationRequest = {
  contact: Pick<SpotIntentInput, 'name' | 'email' | 'phone'>;
  locale: SpotIntentInput['locale'];
  token: TrackingToken;
  bot: BotTrapAnswer;
  idempotencyKey: string;
};

/**
 * Stores the visitor's reservation and creates its PaymentIntent (docs/design.md §9); `503`
 * means Stripe is not configured, and the booking continues as an unpaid reservation. Like every
 * lead it goes through the retry queue (docs/design.md §4): offline, on a timeout or a 5xx the
 * reservation is kept and sent again under the same Idempotency-Key, so the visitor's "Try again"
 * and the queue's own retries find the one reservation.
 */
export async function reserveSpot(request: ReservationRequest): Promise<Reservation> {
  const body: SpotIntentInput & BotTrapBody = {
    ...request.contact,
    ...leadContext({ locale: request.locale, token: request.token, ...request.bot }),
  };
  const outcome = await submit({
    endpoint: bookingPaths.intent,
    body,
    format: 'json',
    key: reservationKey(request.idempotencyKey, request.contact),
    answers: { 502: 'stored', 503: 'refused' },
    after: { conversion: false },
  });
  if (outcome.status === 'queued' || outcome.status === 'failed') {
    return { kind: 'error', queued: outcome.status === 'queued' };
  }
  if (outcome.httpStatus === 503) return { kind: 'unavailable' };
  if (outcome.httpStatus === 502) {
    // Stripe failed after the reservation was stored: it goes on as an unpaid one.
    const kept = toAnswer(502, outcome.body, keptReservationSchema);
    return { kind: 'unavailable', leadId: kept.data?.leadId };
  }
  const answer = toAnswer(outcome.httpStatus, outcome.body, spotIntentDataSchema);
  return answer.ok ? { kind: 'ready', ...answer.data } : { kind: 'error', queued: false };
}

/** The expert's free slots from `from` (a Dubai date) on, or null when they cannot be read. */
export async function fetchFreeSlots(
  agentId: string,
  from: string,
  days: number,
): Promise<Slot[] | null> {
  const slotsQuery = { agentId, from, days: String(days) } satisfies SlotsQuery;
  try {
    const response = await fetch(`${bookingPaths.slots}?${new URLSearchParams(slotsQuery)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    const answer = await readAnswer(response, slotsDataSchema);
    return answer.ok ? answer.data.slots : null;
  } catch {
    return null;
  }
}

/** The payment's status as the lead service knows it, after a redirect back to /success. */
export async function fetchPaymentStatus(
  paymentIntent: string,
  clientSecret: string,
): Promise<{ status: PaymentStatus; leadId: string } | null> {
  const query: PaymentStatusQuery = {
    payment_intent: paymentIntent,
    payment_intent_client_secret: clientSecret,
  };
  try {
    const response = await fetch(`${bookingPaths.status}?${new URLSearchParams(query)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    const answer = await readAnswer(response, paymentStatusDataSchema);
    return answer.ok ? { status: answer.data.status, leadId: answer.data.leadId } : null;
  } catch {
    return null;
  }
}

/**
 * The intent's Idempotency-Key: the attempt's key and the contact it reserves. The service answers
 * a key only for the body it first came with (issue 22), so a visitor who goes back and corrects
 * their phone makes a new reservation with a new key, while a retry of the same one keeps its key.
 */
function reservationKey(
  attemptKey: string,
  contact: Pick<SpotIntentInput, 'name' | 'email' | 'phone'>,
): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify([contact.name, contact.email, contact.phone])) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${attemptKey}-${hash.toString(36)}`;
}

/** A key for one booking attempt: retries of the same reservation never charge twice. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
