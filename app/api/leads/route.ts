import { leadSchema } from '@/lib/leads/lead';
import { answerMessages } from '@/lib/leads/validation-messages';
import { jsonAnswer, leadStored, submissionEndpoint } from '@/lib/server/endpoint';
import { bookSpot } from '@/lib/server/bookings/book';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const leadAccepted = (id: string) => leadStored(answerMessages.success, id);

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
    // A club spot books the expert's slot (docs/design.md §9): 409 when someone else just took it.
    const outcome = await bookSpot(lead, context);
    if (outcome.booked) return leadAccepted(outcome.id);
    const { status, message, errors, retryAfterSeconds } = outcome;
    const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
    return jsonAnswer(status, errors ? { message, errors } : { message }, headers);
  },
});
