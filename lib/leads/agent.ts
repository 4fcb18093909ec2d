import { locales } from '@/lib/i18n/locales';

/** An agent (expert) as the modals and the footer show them (SPEC.md section 3). */
export type Agent = {
  id: string;
  name: string;
  role: string;
  image: string;
  fullsize_image: string;
  languages: { name: string; code?: string }[];
  phone_country: { phone_code: string };
  phone: string;
  whatsapp: string;
  telegram: string;
};

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
