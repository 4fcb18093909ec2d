import {
  bookingPaths,
  type PaymentStatus,
  type PaymentStatusAnswer,
  type SlotsAnswer,
  type SpotIntentAnswer,
} from '@/lib/leads/booking';
import type { Slot } from '@/lib/booking/slot-picking';
import { botTrapFields } from '@/lib/leads/bot-trap';
import { pageUrl, type TrackingToken } from '@/lib/tracking/token';

export type Reservation =
  | { kind: 'ready'; leadId: string; clientSecret: string; amount: number; currency: string }
  /** No online payment; a reservation already stored (Stripe failed after it) keeps its id. */
  | { kind: 'unavailable'; leadId?: string }
  | { kind: 'error' };

type ReservationRequest = {
  contact: { name: string; email: string; phone: string };
  locale: string;
  token: TrackingToken;
  bot: { honeypot: string; formStartedAt: number };
  idempotencyKey: string;
};

/**
 * Stores the visitor's reservation and creates its PaymentIntent (docs/design.md §9); `503`
 * means Stripe is not configured, and the booking continues as an unpaid reservation.
 */
export async function reserveSpot(request: ReservationRequest): Promise<Reservation> {
  try {
    const response = await fetch(bookingPaths.intent, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': request.idempotencyKey,
      },
      body: JSON.stringify({
        ...request.contact,
        locale: request.locale,
        fullUrl: pageUrl(window.location.href),
        ...request.token,
        [botTrapFields.honeypot]: request.bot.honeypot,
        [botTrapFields.startedAt]: request.bot.formStartedAt,
      }),
    });
    if (response.status === 503) return { kind: 'unavailable' };
    if (response.status === 502) {
      // Stripe failed after the reservation was stored: it goes on as an unpaid one.
      const body = (await response.json().catch(() => null)) as {
        data?: { leadId?: string };
      } | null;
      return { kind: 'unavailable', leadId: body?.data?.leadId };
    }
    if (!response.ok) return { kind: 'error' };
    const { data } = (await response.json()) as SpotIntentAnswer;
    return { kind: 'ready', ...data };
  } catch {
    return { kind: 'error' };
  }
}

/** The expert's free slots from `from` (a Dubai date) on, or null when they cannot be read. */
export async function fetchFreeSlots(
  agentId: string,
  from: string,
  days: number,
): Promise<Slot[] | null> {
  const query = new URLSearchParams({ agentId, from, days: String(days) });
  try {
    const response = await fetch(`${bookingPaths.slots}?${query}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const { data } = (await response.json()) as SlotsAnswer;
    return data.slots;
  } catch {
    return null;
  }
}

/** The payment's status as the lead service knows it, after a redirect back to /success. */
export async function fetchPaymentStatus(
  paymentIntent: string,
  clientSecret: string,
): Promise<{ status: PaymentStatus; leadId: string } | null> {
  const query = new URLSearchParams({
    payment_intent: paymentIntent,
    payment_intent_client_secret: clientSecret,
  });
  try {
    const response = await fetch(`${bookingPaths.status}?${query}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const { data } = (await response.json()) as PaymentStatusAnswer;
    return { status: data.status, leadId: data.leadId };
  } catch {
    return null;
  }
}

/** A key for one booking attempt: retries of the same reservation never charge twice. */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
