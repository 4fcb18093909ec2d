/**
 * The club booking's rules, paths and clock in plain code, shared by the wizard, the manage page,
 * the lead service and the back office (the vocabulary is in docs/design.md §9). Free of zod: the
 * wizard needs them before its validation has loaded on the visitor's first intent.
 */

/** The brokerage's time zone, the only place it is named: slots, `s1`, the experts' hours and every date the site and the back office show are Dubai wall-clock time. */
export const dubaiTimeZone = 'Asia/Dubai';

/** How long a call is: one slot. */
export const slotMinutes = 30;

/** The most days one `GET /api/bookings/slots` may ask for. */
export const maxSlotDays = 62;

export const bookingPaths = {
  /** POST: store the reservation, then create the PaymentIntent. */
  intent: '/api/payments/intent',
  /** POST: Stripe's signed events (never called by the browser). */
  webhook: '/api/payments/webhook',
  /** GET: the payment's status for the /success page after a redirect. */
  status: '/api/payments/status',
  /** GET: the expert's free slots. */
  slots: '/api/bookings/slots',
  /** POST: the booking itself, a `spot` lead with `s1`, `agentId` and the reservation's `leadId`. */
  booking: '/api/leads',
  /** POST: the investor's change on the manage page (docs/design.md §11). */
  manage: '/api/bookings/manage',
} as const;

/** Where a reservation's payment stands (`leads.payment_status`). */
export const paymentStatuses = [
  'awaiting',
  'processing',
  'paid',
  'failed',
  'canceled',
  'refunded',
  'partially-refunded',
  // Stripe not configured or unreachable: an unpaid reservation the sales team follows up.
  'unpaid',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const paid: ReadonlySet<string> = new Set<PaymentStatus>(['paid', 'partially-refunded']);
const received: ReadonlySet<string> = new Set<PaymentStatus>([
  'paid',
  'partially-refunded',
  'refunded',
]);

/** The spot is paid: its money is kept (a part refund keeps the spot). */
export function isPaid(status: string | null | undefined): boolean {
  return status != null && paid.has(status);
}

/** The money reached the brokerage once, whether or not it was refunded since. */
export function wasPaid(status: string | null | undefined): boolean {
  return status != null && received.has(status);
}
