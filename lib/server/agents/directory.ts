import 'server-only';
import { z } from 'zod';
import type { Agent, AgentGender, AgentLanguage } from '@/lib/leads/agent';
import { localeInfo } from '@/lib/i18n/locales';
import { crmSettings } from '../config';
import { getLeadStore } from '../database/connection';
import { contentAgents, lastContentAgents } from './content-experts';

type CachedAgents = { agents: Agent[]; expiresAt: number };
const cacheSlot = Symbol.for('meridian-gate.crm-agents');
const slots = globalThis as typeof globalThis & { [cacheSlot]?: CachedAgents };

// A failing CRM is asked again after this long, not on every page view.
const failureCacheMs = 30_000;

/**
 * The agents a visitor may be shown: the CRM's (`GET {CRM}/users/agents`, list in `data.data`),
 * cached, when CRM_BASE_URL is set; the active experts of the content system otherwise or while the
 * CRM fails (content-experts.ts, cached too). Empty when neither has anyone: leads are then stored
 * without an expert.
 */
export async function listAgents(): Promise<Agent[]> {
  const crm = crmSettings();
  if (!crm.baseUrl) return contentAgents();
  const cached = slots[cacheSlot];
  if (cached && cached.expiresAt > Date.now()) return cached.agents;

  const fromCrm = await fetchCrmAgents(crm.baseUrl, crm.token, crm.timeoutMs);
  const experts = await contentAgents();
  const agents = fromCrm ? withScriptNames(fromCrm, experts) : experts;
  slots[cacheSlot] = {
    agents,
    expiresAt: Date.now() + (fromCrm ? crm.agentsCacheMs : failureCacheMs),
  };
  return agents;
}

/**
 * A CRM does not write names in other scripts: a CRM agent who is also an expert of the content
 * system (same e-mail, or same name) is written the way their profile spells them.
 */
function withScriptNames(agents: Agent[], experts: Agent[]): Agent[] {
  const key = (value: string | undefined) => value?.trim().toLowerCase();
  return agents.map((agent) => {
    if (agent.names) return agent;
    const expert = experts.find(
      (candidate) =>
        (agent.email && key(candidate.email) === key(agent.email)) ||
        key(candidate.name) === key(agent.name),
    );
    return expert?.names ? { ...agent, names: expert.names } : agent;
  });
}

/** Forgets the CRM's list (tests). */
export function forgetCachedAgents(): void {
  delete slots[cacheSlot];
}

const crmText = z.union([z.string(), z.number()]).transform(String);
// A CRM may write an agent's gender as a word or a letter, in any case; anything else is not known.
const crmGenders: Record<string, AgentGender> = {
  female: 'female',
  f: 'female',
  woman: 'female',
  w: 'female',
  male: 'male',
  m: 'male',
  man: 'male',
};
const crmGender = z
  .string()
  .transform((value): AgentGender | undefined => {
    const key = value.trim().toLowerCase();
    return Object.hasOwn(crmGenders, key) ? crmGenders[key] : undefined;
  })
  .optional()
  .catch(undefined);
const crmAgentSchema = z.object({
  id: crmText.optional(),
  name: z.string().min(1),
  role: z.string().catch(''),
  gender: crmGender,
  image: z.string().catch(''),
  fullsize_image: z.string().catch(''),
  languages: z.array(z.object({ name: z.string(), code: z.string().optional() })).catch([]),
  phone_country: z.object({ phone_code: crmText }).catch({ phone_code: '' }),
  phone: crmText.catch(''),
  whatsapp: z.string().catch(''),
  telegram: z.string().catch(''),
  // Where the lead and booking e-mails reach the agent (docs/design.md §10); never shown.
  email: z.email().optional().catch(undefined),
});

async function fetchCrmAgents(
  baseUrl: string,
  token: string | undefined,
  timeoutMs: number,
): Promise<Agent[] | undefined> {
  try {
    const response = await fetch(`${baseUrl}/users/agents`, {
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { data?: { data?: unknown } };
    const list = Array.isArray(body.data?.data) ? body.data.data : [];
    // One malformed agent is skipped, not a reason to hide the others.
    const agents = list.flatMap((entry) => {
      const parsed = crmAgentSchema.safeParse(entry);
      return parsed.success ? [{ ...parsed.data, id: parsed.data.id ?? parsed.data.name }] : [];
    });
    if (agents.length === 0) throw new Error('no agents in data.data');
    return agents;
  } catch (error) {
    console.warn(
      '[agents] CRM agents unavailable, using the content system’s experts:',
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}

// How a CRM may write each language: its code, its English name(s) and, for the site's languages,
// its own name (added below from localeInfo).
const spellings: Record<AgentLanguage, string[]> = {
  en: ['en', 'English'],
  ru: ['ru', 'Russian'],
  he: ['he', 'Hebrew'],
  nl: ['nl', 'Dutch'],
  es: ['es', 'Spanish'],
  ar: ['ar', 'Arabic'],
  hu: ['hu', 'Hungarian'],
  ko: ['ko', 'Korean'],
  fr: ['fr', 'French'],
  ro: ['ro', 'Romanian'],
  de: ['de', 'German'],
  tr: ['tr', 'Turkish'],
  it: ['it', 'Italian'],
  zh: [
    'zh',
    'zh-TW',
    'zh-Hant',
    'Chinese',
    'Mandarin',
    'Mandarin Chinese',
    '中文',
    '國語',
    '普通话',
  ],
};

/** Whether an agent speaks `language`, whichever way the CRM spells it. */
export function speaks(agent: Agent, language: AgentLanguage): boolean {
  const names = new Set(
    [...spellings[language], ...(language === 'zh' ? [] : [localeInfo[language].name])].map(
      (name) => name.toLowerCase(),
    ),
  );
  return agent.languages.some(
    (spoken) =>
      names.has(spoken.name.trim().toLowerCase()) ||
      (spoken.code !== undefined && names.has(spoken.code.toLowerCase())),
  );
}

/**
 * The agent for a visitor or a lead: among those who speak the language (everyone, if nobody does),
 * the one given fewest stored leads, then the one whose last lead is oldest; none when no agent is
 * listed. With `waitForCrmMs`, a list slower than that (a CRM, a content store opening) gives way to
 * the content's experts as last read, or to none: a lead is never held up by it. Only stored leads count,
 * so reading this (a page view) writes nothing and cannot be used to skew the spreading. The counts
 * are per-expert counters that the database keeps with every lead written, moved or deleted
 * (`agent_assignments`, docs/design.md §13): one row per candidate is read, however many leads are
 * stored. Two leads stored at the same instant may both see the same expert as least busy; the
 * counters stay exact and the next lead evens it out.
 */
export async function leastBusyAgent(
  language: AgentLanguage,
  { waitForCrmMs }: { waitForCrmMs?: number } = {},
): Promise<Agent | undefined> {
  const agents = await (waitForCrmMs === undefined ? listAgents() : listAgentsWithin(waitForCrmMs));
  const speakers = agents.filter((agent) => speaks(agent, language));
  const candidates = speakers.length > 0 ? speakers : agents;
  if (candidates.length === 0) return undefined;

  const db = await getLeadStore();
  const counts = await db
    .selectFrom('agent_assignments')
    .select(['agent_id', 'assigned_count', 'last_assigned_at'])
    .where(
      'agent_id',
      'in',
      candidates.map((agent) => agent.id),
    )
    .execute();
  const countOf = new Map(
    counts.map((row) => [
      row.agent_id,
      { leads: Number(row.assigned_count), last: row.last_assigned_at },
    ]),
  );
  return candidates.reduce((best, agent) => {
    const a = countOf.get(agent.id);
    const b = countOf.get(best.id);
    const aCount = a?.leads ?? 0;
    const bCount = b?.leads ?? 0;
    if (aCount !== bCount) return aCount < bCount ? agent : best;
    return (a?.last ?? '') < (b?.last ?? '') ? agent : best;
  });
}

/**
 * The agents, or, when their list takes longer than `ms` (a CRM, a content store opening), the
 * content's experts as last read (none if never): what a lead write waits for at most.
 */
export function listAgentsWithin(ms: number): Promise<Agent[]> {
  return Promise.race([listAgents(), wait(ms).then(() => lastContentAgents() ?? [])]);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}
