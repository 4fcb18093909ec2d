import { listAgents } from '@/lib/server/agents/directory';
import { jsonAnswer, queryEndpoint } from '@/lib/server/endpoint';
import { z } from 'zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `GET /api/agents` → `{ data: Agent[] }` */
export const GET = queryEndpoint({
  schema: z.object({}),
  respond: async () =>
    jsonAnswer(200, { data: await listAgents() }, { 'Cache-Control': 'public, max-age=60' }),
});
