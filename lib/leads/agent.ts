import { locales } from '@/lib/i18n/locales';
import type { Agent, AgentGender } from './agent-schema';

export type { Agent, AgentGender };

/** The value the messages' `{gender, select, …}` read: `other` when the CRM did not say. */
export function genderSelector(agent: Pick<Agent, 'gender'>): AgentGender | 'other' {
  return agent.gender ?? 'other';
}

/**
 * An agent as visitors are shown them (the agents endpoints, the manage page): without the address
 * the lead and booking e-mails reach them at (docs/design.md §10), which is for the site's mail only.
 */
export function publicAgent({ email: _email, ...agent }: Agent): Agent {
  return agent;
}

/** The number a visitor dials: the country code followed by the agent's number. */
export function agentPhoneNumber(agent: Pick<Agent, 'phone' | 'phone_country'>): string {
  return `${agent.phone_country.phone_code}${agent.phone}`.replace(/[^\d+]/g, '');
}

/**
 * The languages a visitor can ask an agent for: the site's 13, and Mandarin, which the Taiwan
 * roadshow's modal asks for whatever the page's language.
 */
export const agentLanguages = [...locales, 'zh'] as const;
export type AgentLanguage = (typeof agentLanguages)[number];
