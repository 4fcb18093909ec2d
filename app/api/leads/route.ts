import { leadSchema } from '@/lib/leads/lead';
import { receiptMessages } from '@/lib/leads/validation-messages';
import { leadStored, refusal, submissionEndpoint } from '@/lib/server/endpoint';
import { bookSpot } from '@/lib/server/bookings/book';
import { countBooking } from '@/lib/server/bookings/booking-limits';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const leadAccepted = (id: string) => leadStored(receiptMessages.success, id);

/**
 * `POST /api/leads`: request-call, Taiwan and spot leads → `201 { message: 'Success', data: { id } }`;
 * a spot lead is a booking, answered 400/404/409 with a booking message when it cannot be made.
 */
export const POST = submissionEndpoint({
  body: 'json',
  schema: leadSchema,
  accept: async (lead, context) => {
    if (lead.kind !== 'spot') {
      const { kind, ...submission } = lead;
      return leadAccepted((await storeLead({ kind, submission, context })).id);
    }
    // A person books once, not twenty times a minute: a few club bookings an hour per address.
    const verdict = await countBooking(context.clientAddress);
    if (!verdict.allowed)
      return refusal(
        429,
        'tooManyRequests',
        {},
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    // A club spot books the expert's slot (docs/design.md §9): 409 when someone else just took it.
    const outcome = await bookSpot(lead, context);
    if (outcome.booked) return leadAccepted(outcome.id);
    return refusal(outcome.status, outcome.code, { errors: outcome.errors });
  },
});
