import '@/lib/zod-config';
import { z } from 'zod';

/**
 * An agent (expert) as the agents endpoints answer and the modals show them (docs/spec.md §3).
 * Apart from `agent.ts` so that the footer's phone link does not bring zod into the first load.
 */
/**
 * The grammatical gender an agent's title and verbs take in gendered languages (ar, he, de, fr…):
 * the messages `select` on it, and on `other` (not known) write the generic form.
 */
const agentGenders = ['female', 'male'] as const;
export type AgentGender = (typeof agentGenders)[number];

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in the scripts of the pages that write names in their own (ar, he, ko, ru), by locale. */
  names: z.record(z.string(), z.string()).optional(),
  role: z.string(),
  /**
   * The title as staff wrote it for a page's language (by locale, the content system's experts);
   * where none is written, the page translates `role` (lib/leads/agent-roles.ts).
   */
  roles: z.record(z.string(), z.string()).optional(),
  gender: z.enum(agentGenders).optional(),
  image: z.string(),
  fullsize_image: z.string(),
  languages: z.array(z.object({ name: z.string(), code: z.string().optional() })),
  phone_country: z.object({ phone_code: z.string() }),
  phone: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  /** Where the lead and booking e-mails reach the agent (docs/design.md §10); CRM agents bring theirs. */
  email: z.string().optional(),
  /** The broker's registration number (RERA BRN) the listings they advertise show. */
  brn: z.string().optional(),
});

export type Agent = z.output<typeof agentSchema>;
