import { agentLanguages, publicAgent } from '@/lib/leads/agent';
import { fieldMessages } from '@/lib/leads/validation-messages';
import { leastBusyAgent } from '@/lib/server/agents/directory';
import { jsonAnswer, queryEndpoint, refusal } from '@/lib/server/endpoint';
import { z } from 'zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `GET /api/agents/assigned?locale=xx` → `{ data: Agent }`, someone who speaks the visitor's
 * language: a site locale, or `zh` for the Taiwan roadshow's Mandarin speakers; without the
 * agent's e-mail address, which only the site's mail uses. `404` when no expert is listed (the
 * modal then shows no card).
 */
export const GET = queryEndpoint({
  schema: z.object({
    locale: z.enum(agentLanguages, { error: fieldMessages.notValid }).default('en'),
  }),
  // The answer changes as leads arrive, so it is never served from a cache.
  respond: async ({ locale }) => {
    const agent = await leastBusyAgent(locale);
    return agent ? jsonAnswer(200, { data: publicAgent(agent) }) : refusal(404, 'notFound');
  },
});
