import 'server-only';
import { agentOfExpert, expertDoc } from '@/lib/content/expert-agent';
import { cachedExperts, expertsGeneration, keepExperts } from '@/lib/content/experts-cache';
import type { Agent } from '@/lib/leads/agent';
import type { Payload } from 'payload';

/**
 * The active experts of the content system (docs/content.md) as agents, in the order they were
 * created. Read once per period and shared by every lead, card and mail of it: a lead write does not
 * open the content database. Editing an expert forgets them on this instance at once (the
 * collection's hooks, lib/content/revalidate.ts); every other instance reads them again within the
 * period, as the listing pages regenerate.
 */
const freshForMs = 30_000;
// An unreadable content store is asked again after this long, not on every lead.
const failureFreshForMs = 5_000;

let opened: Promise<Payload> | undefined;
let reading: { generation: number; agents: Promise<Agent[]> } | undefined;

export async function contentAgents(): Promise<Agent[]> {
  const cached = cachedExperts();
  if (cached && cached.expiresAt > Date.now()) return cached.agents;
  // Leads arriving together wait for one read (begun since the last edit).
  const generation = expertsGeneration();
  if (reading?.generation !== generation) {
    const agents = readContentAgents(generation).finally(() => {
      if (reading?.agents === agents) reading = undefined;
    });
    reading = { generation, agents };
  }
  return reading.agents;
}

/** What was read last, however old (or edited since); nothing if the experts were never read. */
export function lastContentAgents(): Agent[] | undefined {
  return cachedExperts()?.agents;
}

async function readContentAgents(generation: number): Promise<Agent[]> {
  try {
    // Loaded on first use: the lead service's CLI commands and tests that never ask for an agent do
    // not load the content system.
    // Kept before it resolves: a command may end while a lead's read, given up on after
    // 0.5 s (lib/server/agents/directory.ts), is still opening it.
    const opening = (opened ??= import('@/lib/content/content').then(({ content }) => content()));
    const payload = await opening.catch((error: unknown) => {
      if (opened === opening) opened = undefined;
      throw error;
    });
    const { docs } = await payload.find({
      collection: 'experts',
      where: { active: { equals: true } },
      // Every language's title (the card shows the one written for its page).
      locale: 'all',
      depth: 1,
      pagination: false,
      sort: 'createdAt',
    });
    const agents = docs.flatMap((doc) => {
      const parsed = expertDoc.safeParse(doc);
      if (parsed.success) return [agentOfExpert(parsed.data)];
      payload.logger.error(`Expert ${String((doc as { name?: unknown }).name)} is left out`);
      return [];
    });
    keepExperts(agents, freshForMs, generation);
    return agents;
  } catch (error) {
    console.warn(
      '[agents] the content store’s experts are unavailable:',
      error instanceof Error ? error.message : error,
    );
    const earlier = lastContentAgents() ?? [];
    keepExperts(earlier, failureFreshForMs, generation);
    return earlier;
  }
}

/**
 * Lets a command end (the operators' CLI): the content database's connections, if the experts
 * were read, closed (true then). PostgreSQL's pool would keep the process alive; Payload's
 * destroy() leaves it.
 */
export async function closeContentExperts(): Promise<boolean> {
  const opening = opened;
  opened = undefined;
  if (!opening) return false;
  const payload = await opening.catch(() => undefined);
  if (!payload) return true;
  const db = payload.db as unknown as {
    pool?: { end(): Promise<void> };
    client?: { close(): void };
  };
  await payload.destroy();
  await db.pool?.end().catch(() => undefined);
  db.client?.close();
  return true;
}
