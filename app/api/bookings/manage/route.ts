import { callChangeSchema } from '@/lib/leads/booking';
import type { AnswerCode } from '@/lib/leads/validation-messages';
import { listAgents } from '@/lib/server/agents/directory';
import { cancelCall, chooseCall, moveCall, type CallChange } from '@/lib/server/bookings/manage';
import { manageView } from '@/lib/server/bookings/manage-view';
import { jsonAnswer, refusal, submissionEndpoint } from '@/lib/server/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Refusal = Extract<CallChange, { changed: false }>['reason'];
const refusals: Record<Refusal, AnswerCode> = {
  'not-found': 'bookingNotFound',
  'too-late': 'tooLateToChange',
  'no-call': 'noCallToChange',
  scheduled: 'alreadyScheduled',
  'slot-taken': 'slotTaken',
  'slot-unavailable': 'slotUnavailable',
};

/**
 * `POST /api/bookings/manage` (docs/design.md §11): the investor's change from the manage page —
 * `200 { data: { changed: true } }`, `404` for a token nobody was given, `409` when the slot was
 * just taken, the call is within 2 hours, or there is nothing to change.
 */
export const POST = submissionEndpoint({
  body: 'json',
  schema: callChangeSchema,
  accept: async (change) => {
    const view = await manageView(change.token);
    if (!view) return refusal(404, 'bookingNotFound');
    const actor = { kind: 'investor', token: change.token } as const;
    let outcome: CallChange;
    if (change.action === 'cancel') outcome = await cancelCall(view.leadId, actor);
    else if (change.action === 'move') outcome = await moveCall(view.leadId, change.s1, actor);
    else if (!view.mayChoose) outcome = { changed: false, status: 409, reason: 'scheduled' };
    else {
      // The expert the page showed; any listed one will do when the list changed meanwhile.
      const listed = (await listAgents()).some((agent) => agent.id === change.agentId);
      const agentId = listed ? change.agentId : view.expert?.id;
      outcome = await chooseCall(view.leadId, change.s1, actor, new Date(), agentId);
    }
    if (outcome.changed) return jsonAnswer(200, { data: { changed: true } });
    return refusal(outcome.status, refusals[outcome.reason]);
  },
});
