import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { Agent, AgentLanguage } from '@/lib/leads/agent';
import type { ListingExpert } from '@/lib/listings/types';

/**
 * An expert of the content system (collections/experts.ts) as the rest of the site uses them: the
 * `Agent` of lead routing, the request-call card, the booking hours and the mails, and the
 * `ListingExpert` a listing names. The one mapping from a stored expert (or a seed entry, which has
 * the same fields) to both.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const photoDoc = z.object({
  url: z.string().min(1),
  sizes: z.object({ thumbnail: z.object({ url: z.string().nullish() }).nullish() }).nullish(),
});

/**
 * The title by language, whether one locale was asked for (English, then a string) or all (the
 * agent directory, a listing read with `locale: 'all'`); empty ones left out.
 */
const titles = z
  .union([z.string(), z.record(z.string(), z.string().nullish())])
  .nullish()
  .catch(null)
  .transform((title) =>
    Object.fromEntries(
      Object.entries(typeof title === 'string' ? { en: title } : (title ?? {}))
        .map(([locale, text]) => [locale, text?.trim()] as const)
        .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
    ),
  );

/** A stored expert as Payload gives it (the photo populated or only its id). */
export const expertDoc = z.object({
  agentId: z.string().min(1),
  name: z.string().min(1),
  nameScripts: z
    .object({
      arabic: optionalText,
      hebrew: optionalText,
      hangul: optionalText,
      cyrillic: optionalText,
    })
    .nullish(),
  gender: z.enum(['female', 'male']).nullish().catch(null),
  title: titles,
  photo: photoDoc.nullish().catch(null),
  languages: z.array(z.string()).nullish(),
  phone: optionalText,
  whatsapp: optionalText,
  telegram: optionalText,
  email: optionalText,
  brn: optionalText,
  active: z.boolean().nullish(),
});
type ExpertDoc = z.infer<typeof expertDoc>;

/** Languages by their English name, as a CRM writes them too (the directory's `speaks`). */
const languageNames: Record<AgentLanguage, string> = {
  en: 'English',
  ru: 'Russian',
  he: 'Hebrew',
  nl: 'Dutch',
  es: 'Spanish',
  ar: 'Arabic',
  hu: 'Hungarian',
  ko: 'Korean',
  fr: 'French',
  ro: 'Romanian',
  de: 'German',
  tr: 'Turkish',
  it: 'Italian',
  zh: 'Mandarin',
};

/** `+971503184472` as the country code and the rest, as CRMs give it; as written if it won't parse. */
function phoneParts(phone: string | undefined): Pick<Agent, 'phone_country' | 'phone'> {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined;
  return parsed
    ? {
        phone_country: { phone_code: `+${parsed.countryCallingCode}` },
        phone: parsed.nationalNumber,
      }
    : { phone_country: { phone_code: '' }, phone: phone ?? '' };
}

/** The expert as an agent: the card's photo is the editor's thumbnail (the card is 72 px). */
export function agentOfExpert(expert: ExpertDoc): Agent {
  const scripts = expert.nameScripts;
  const names = Object.fromEntries(
    Object.entries({
      ar: scripts?.arabic,
      he: scripts?.hebrew,
      ko: scripts?.hangul,
      ru: scripts?.cyrillic,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const { en: role = '', ...roles } = expert.title;
  return {
    id: expert.agentId,
    name: expert.name,
    ...(Object.keys(names).length > 0 ? { names } : {}),
    role,
    ...(Object.keys(roles).length > 0 ? { roles } : {}),
    ...(expert.gender ? { gender: expert.gender } : {}),
    image: expert.photo?.sizes?.thumbnail?.url || expert.photo?.url || '',
    fullsize_image: expert.photo?.url ?? '',
    languages: (expert.languages ?? []).map((code) => ({
      name: Object.hasOwn(languageNames, code) ? languageNames[code as AgentLanguage] : code,
      code,
    })),
    ...phoneParts(expert.phone),
    whatsapp: expert.whatsapp ?? '',
    telegram: expert.telegram ?? '',
    ...(expert.email ? { email: expert.email } : {}),
    ...(expert.brn ? { brn: expert.brn } : {}),
  };
}

/** The agent as a listing names them (the permit block, the feeds, the import's matching). */
export function listingExpertOf(agent: Agent): ListingExpert {
  const phone = `${agent.phone_country.phone_code}${agent.phone}`;
  return {
    id: agent.id,
    name: agent.name,
    ...(agent.names ? { names: agent.names } : {}),
    ...(agent.email ? { email: agent.email } : {}),
    ...(phone ? { phone } : {}),
    ...(agent.brn ? { brn: agent.brn } : {}),
  };
}
