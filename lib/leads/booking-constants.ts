/**
 * The club booking's paths and clock, in plain code: the wizard needs them before its validation
 * (zod, with the schemas of `booking.ts`) has loaded on the visitor's first intent.
 */
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

/** The brokerage's time zone: slots and `s1` are Dubai wall-clock time. */
export const bookingTimeZone = 'Asia/Dubai';
export const slotMinutes = 30;
export const maxSlotDays = 62;

/**
 * The booking's 409 when the person already holds an unpaid reservation with a call to come
 * (`bookingMessages.alreadyReserved`): the wizard tells it apart from a slot just taken.
 */
export const alreadyReservedMessage =
  'You already have a call booked: the link in its e-mail moves or cancels it';
