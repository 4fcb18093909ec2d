import type { Agent } from '@/lib/leads/agent';

/**
 * The content's active experts as the agent directory last read them (lib/server/agents/
 * content-experts.ts), kept here apart so that the experts collection's hooks can forget them
 * without importing the content system they belong to. One per process (globalThis: Next may load
 * a module twice, in its route and page bundles).
 */
type CachedExperts = { agents: Agent[]; expiresAt: number };
type Slot = { cached?: CachedExperts; generation: number };

const key = Symbol.for('meridian-gate.content-experts');
const slots = globalThis as typeof globalThis & { [key]?: Slot };
const slot = (): Slot => (slots[key] ??= { generation: 0 });

export function cachedExperts(): CachedExperts | undefined {
  return slot().cached;
}

/** Counts the edits: a read that began before one is not kept. */
export function expertsGeneration(): number {
  return slot().generation;
}

/** Keeps what a read begun at `generation` found, unless an expert changed meanwhile. */
export function keepExperts(agents: Agent[], forMs: number, generation: number): void {
  const current = slot();
  if (current.generation === generation) current.cached = { agents, expiresAt: Date.now() + forMs };
}

/**
 * After an expert is created, edited or deleted: the next lead or card reads them again. What was
 * read stays as the last known list, for a lead that cannot wait for the read.
 */
export function forgetCachedExperts(): void {
  const current = slot();
  current.generation += 1;
  if (current.cached) current.cached = { ...current.cached, expiresAt: 0 };
}
