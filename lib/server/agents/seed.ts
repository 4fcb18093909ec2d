import 'server-only';
import type { Agent, AgentGender } from '@/lib/leads/agent';

const languageCodes: Record<string, string> = {
  English: 'en',
  Russian: 'ru',
  Hebrew: 'he',
  Dutch: 'nl',
  Spanish: 'es',
  Arabic: 'ar',
  Hungarian: 'hu',
  Korean: 'ko',
  French: 'fr',
  Romanian: 'ro',
  German: 'de',
  Turkish: 'tr',
  Italian: 'it',
  Mandarin: 'zh',
};

/**
 * The brokerage's agents when no CRM is configured. Between them they speak all 13 site languages,
 * so every visitor can be given someone who speaks theirs; one also speaks Mandarin for the Taiwan
 * roadshow. Each has the grammatical gender their title and verbs take (docs/design.md §5) and the
 * broker registration number (BRN) their listings are advertised under (invented, RERA's shape).
 */
export const seedAgents: Agent[] = [
  agent(
    'layla-haddad',
    'Layla Haddad',
    'female',
    'Senior Property Consultant',
    '503184472',
    ['English', 'Arabic', 'French'],
    'layla_haddad_mg',
    '47281',
  ),
  agent(
    'dmitri-volkov',
    'Dmitri Volkov',
    'male',
    'Investment Advisor',
    '528806143',
    ['Russian', 'English'],
    'dmitri_volkov_dubai',
    '51903',
  ),
  agent(
    'noa-ben-david',
    'Noa Ben-David',
    'female',
    'Sales Director',
    '547012958',
    ['Hebrew', 'English', 'Russian'],
    'noa_bendavid',
    '38846',
  ),
  agent(
    'sophie-van-den-berg',
    'Sophie van den Berg',
    'female',
    'Property Consultant',
    '559431607',
    ['Dutch', 'English', 'German'],
    'sophie_vdberg_mg',
    '56127',
  ),
  agent(
    'carlos-ortega',
    'Carlos Ortega',
    'male',
    'Senior Investment Consultant',
    '566275014',
    ['Spanish', 'English', 'Italian'],
    'carlos_ortega_dxb',
    '44590',
  ),
  agent(
    'ji-won-park',
    'Ji-won Park',
    'female',
    'Investment Consultant',
    '581949362',
    ['Korean', 'English'],
    'jiwon_park_mg',
    '60218',
  ),
  agent(
    'andrei-popescu',
    'Andrei Popescu',
    'male',
    'Off-Plan Specialist',
    '502667318',
    ['Romanian', 'Hungarian', 'English'],
    'andrei_popescu_mg',
    '52374',
  ),
  agent(
    'mehmet-yilmaz',
    'Mehmet Yılmaz',
    'male',
    'Property Consultant',
    '524158830',
    ['Turkish', 'English', 'German'],
    'mehmet_yilmaz_dubai',
    '49765',
  ),
  agent(
    'giulia-conti',
    'Giulia Conti',
    'female',
    'Luxury Property Advisor',
    '543390275',
    ['Italian', 'English', 'French'],
    'giulia_conti_mg',
    '41132',
  ),
  // Speaks with the Taiwan roadshow's guests (its modal asks for a Mandarin speaker).
  agent(
    'wei-lin-chen',
    'Wei-Lin Chen',
    'female',
    'International Client Advisor',
    '556027481',
    ['Mandarin', 'English'],
    'weilin_chen_mg',
    '63051',
  ),
];

function agent(
  slug: string,
  name: string,
  gender: AgentGender,
  role: string,
  phone: string,
  languages: string[],
  telegram: string,
  brn: string,
): Agent {
  return {
    id: slug,
    name,
    role,
    gender,
    image: `/images/agents/${slug}.jpg`,
    fullsize_image: `/images/agents/${slug}-full.jpg`,
    languages: languages.map((language) => ({ name: language, code: languageCodes[language] })),
    phone_country: { phone_code: '+971' },
    phone,
    whatsapp: `https://wa.me/971${phone}`,
    telegram: `https://t.me/${telegram}`,
    // The brokerage's own mailboxes (docs/design.md §10): first.last@ its domain.
    email: `${slug.replace('-', '.')}@meridiangate.ae`,
    brn,
  };
}
