import { publicAgent } from '@/lib/leads/agent';
import { listAgents } from '@/lib/server/agents/directory';
import { jsonAnswer, queryEndpoint } from '@/lib/server/endpoint';
import { z } from 'zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/agents` → `{ data: Agent[] }`, without the agents' e-mail addresses (docs/design.md §10). */
export const GET = queryEndpoint({
  schema: z.object({}),
  respond: async () =>
    jsonAnswer(
      200,
      { data: (await listAgents()).map(publicAgent) },
      { 'Cache-Control': 'public, max-age=60' },
    ),
});
