import { dubaiTimeZone } from '@/lib/booking/rules';
import { slotsQuerySchema, type SlotsData } from '@/lib/leads/booking';
import { fieldMessages } from '@/lib/leads/validation-messages';
import { listAgents } from '@/lib/server/agents/directory';
import { freeSlots } from '@/lib/server/bookings/slots';
import { jsonAnswer, queryEndpoint, refusal } from '@/lib/server/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `GET /api/bookings/slots?agentId=&from=YYYY-MM-DD&days=N` → the expert's free 30-minute slots in
 * Dubai time: within BOOKING_HOURS, not past, not booked. Never cached: a slot is taken any moment.
 */
export const GET = queryEndpoint({
  schema: slotsQuerySchema,
  respond: async ({ agentId, from, days }) => {
    if (!(await listAgents()).some((agent) => agent.id === agentId))
      return refusal(400, 'checkFields', { errors: { agentId: fieldMessages.notValid } });
    const data: SlotsData = {
      timeZone: dubaiTimeZone,
      slots: await freeSlots(agentId, from, days),
    };
    return jsonAnswer(200, { data });
  },
});
