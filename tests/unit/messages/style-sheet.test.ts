// Keeps what docs/style-sheet.md decides for each language and a machine can check: the cards,
// the listings legend, the forms and the questionnaire name off-plan and ready alike; the chosen
// terms are used and their rejected variants are absent; no marker of the rejected register.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatAedCompact } from '@/lib/format/numbers';
import { locales, type Locale } from '@/lib/i18n/locales';
import { messageStrings } from '@/lib/i18n/typography';

type Translated = Exclude<Locale, 'en'>;

type Sheet = {
  offPlan: string;
  ready: string;
  /** Chosen terms, each used somewhere in the file. */
  uses: RegExp[];
  /** Rejected variants of the chosen terms. */
  rejects: RegExp[];
  /** Words only the rejected register uses. */
  register: RegExp[];
};

/** Whole words in any script: JavaScript's \b only knows ASCII letters. */
const words = (list: string[], flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${list.join('|')})(?![\\p{L}\\p{M}])`, flags);

const sheets: Record<Translated, Sheet> = {
  de: {
    offPlan: 'Off-Plan',
    ready: 'Bezugsfertig',
    uses: [/Servicegebühren/, /Golden Visa/, /Übergabe/, /Downtown Dubai/, /Berater/, /bezugsfertige Immobilien/],
    rejects: [
      words(['im Bau'], 'iu'),
      /fertiggestellte[n]? Immobilie/,
      words(['Nebenkosten']),
      // "qualify for a visa" is "berechtigen zu" or "die Voraussetzungen erfüllen", not a calque
      // (a "qualifizierte Anfrage" stays).
      /qualifizier(?:en|e|end)(?!\p{L})/iu,
      // Ready property is "bezugsfertige Immobilien", not "fertige Objekte"; an adviser is no
      // "Anlageberater", a title German law reserves for licensed investment advice.
      /(?<![Bb]ezugs)fertige (?:Objekte|Immobilien)/u,
      /Anlageberater/u,
    ],
    register: [words(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deiner', 'euch', 'euer'], 'iu')],
  },
  fr: {
    offPlan: 'Sur plan',
    ready: 'Prêt à habiter',
    uses: [/charges de copropriété/, /Golden Visa/, /livraison/, /conseiller/],
    rejects: [/charges de service/i, words(['Livré', 'Livrés', 'Livrée'])],
    register: [words(['tu', 'toi', 'ton', 'ta', 'tes', 'te'], 'iu'), /(?<![\p{L}\p{M}])t’(?=\p{L})/iu],
  },
  it: {
    offPlan: 'Su pianta',
    ready: 'Pronto',
    uses: [/spese condominiali/, /la Golden Visa/i, /consegna/, /consulente/, /developer/],
    rejects: [/su progetto/i, /sviluppator/i],
    register: [
      words(['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti'], 'iu'),
      words(['Scelga', 'Riprovi', 'Controlli', 'Selezioni', 'Prenoti', 'Completi', 'Ci dica']),
      words(['contattarla', 'la chiamerà', 'le invierà', 'per lei', 'con lei']),
      // Lei as a capitalised courtesy pronoun, and its imperatives in page descriptions.
      words(['Lei', 'Suo', 'Sua', 'Suoi', 'Sue', 'La chiamerà', 'Le invierà']),
      words(['Entri', 'Risponda', 'Venda', 'Vende', 'Metta', 'Si assicuri', 'Lavori con']),
    ],
  },
  es: {
    offPlan: 'Sobre plano',
    ready: 'Entrega inmediata',
    uses: [/cuotas de mantenimiento/, /Golden Visa/, /entrega/, /asesor/],
    rejects: [/gastos de comunidad/i, /experto dedicado/i],
    register: [
      words(['tú', 'tu', 'tus', 'te', 'ti', 'contigo'], 'iu'),
      words(['tienes', 'puedes', 'quieres', 'necesitas', 'haz', 'déjanos', 'cuéntanos'], 'iu'),
    ],
  },
  ro: {
    offPlan: 'Off-plan',
    ready: 'Gata de mutare',
    uses: [/tax(a|ele) de întreținere/, /Golden Visa/, /predare/, /consultant/],
    rejects: [
      /în construcție/i,
      words(['dvs']),
      // Dubai's "communities" are zones, cartiere or ansambluri in Romanian; a community is a
      // group of people (the Jewish community).
      /comunit\p{L}*(?!\p{L})(?! evreiasc)/iu,
      // "qualify for a visa" is "a fi eligibil" or "a da dreptul la" (a "lead calificat" stays).
      /(?<!\p{L})califică?(?!\p{L})/iu,
    ],
    register: [
      words(['tu', 'te', 'ți', 'îți', 'tău', 'ta', 'tale', 'tăi', 'poți', 'vrei', 'ești'], 'iu'),
      words(['Alege', 'Trimite', 'Lasă', 'Închide', 'Anulează', 'Vezi', 'Găsește', 'Arată', 'Fă']),
    ],
  },
  tr: {
    offPlan: 'Topraktan',
    ready: 'Hazır',
    uses: [/aidat/, /Golden Visa/, /teslim/, /danışman/],
    rejects: [/projeden/i, /altın vize/i],
    register: [words(['sen', 'seni', 'sana', 'senin', 'sende', 'seninle'], 'iu')],
  },
  nl: {
    offPlan: 'Off-plan',
    ready: 'Opgeleverd',
    uses: [/servicekosten/, /Golden Visa/, /oplevering/, /adviseur/],
    rejects: [/in aanbouw/i, /vaste expert/i],
    register: [words(['jij', 'je', 'jou', 'jouw', 'jullie'], 'iu')],
  },
  ru: {
    offPlan: 'На этапе строительства',
    ready: 'Готовое жильё',
    uses: [/сервисн\p{L}+ сбор/u, /Golden Visa/, /консультант/],
    rejects: [/на стадии строительства/i, /золот\p{L}+ виз/iu, words(['Строится'])],
    register: [words(['ты', 'тебя', 'тебе', 'тобой', 'твой', 'твоя', 'твоё', 'твое', 'твои'], 'iu')],
  },
  he: {
    offPlan: 'על הנייר',
    ready: 'מוכן',
    uses: [/דמי ניהול/, /ויזת הזהב/, /מחלקת הקרקעות של דובאי/, /יועץ/, /דירהם/],
    rejects: [/מחלקת המקרקעין/, /וואטסאפ/, /ויזת זהב/, /ויזות זהב/, /דרהם/, /לירה טורקית חדשה/],
    register: [words(['שלך', 'לך', 'אליך', 'אותך', 'איתך', 'בשבילך', 'תבחר', 'תוכל', 'צור'])],
  },
  ar: {
    offPlan: 'على الخارطة',
    ready: 'جاهز',
    uses: [/الإقامة الذهبية/, /داون تاون دبي/, /رسوم الخدمات/, /التملّك الحر/, /مستشار/],
    rejects: [/على الخريطة/, /التأشيرة الذهبية/, /وسط مدينة دبي/, words(['رسوم الخدمة'])],
    register: [words(['أنتم', 'أنتِ', 'لديكم', 'بياناتكم'])],
  },
  hu: {
    offPlan: 'Épülő',
    ready: 'Kész',
    uses: [/közös költség/, /Golden Visa/, /átadás/, /tanácsadó/],
    rejects: [/aranyvízum/i, /Burdzs/, /Befektetési Iránytű/],
    register: [
      words(['te', 'téged', 'neked', 'veled', 'tőled', 'hozzád', 'rád'], 'iu'),
      words(['Válassz', 'Add meg', 'Írd', 'Küldd', 'Töltsd', 'Kérj', 'Foglalj', 'Hagyd']),
    ],
  },
  ko: {
    offPlan: '분양',
    ready: '준공',
    uses: [/관리비/, /골든 비자/, /두바이 토지국/, /어드바이저/],
    rejects: [/상담사/, /토지청/, words(['분양 중'])],
    register: [/십시오/, /(해요|에요|예요)[.!]/, /(가요|나요|까요)\?/],
  },
};

const load = (locale: string): unknown =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));

// Page titles and descriptions follow the sheet as well: they are what a search result shows.
// The agents' job titles take the agent's grammatical gender in the code and keep their own check.
const checked = (key: string) => !key.startsWith('RequestCall.roles.');

/** The seeded experts (content/seed/experts.json): their texts are page copy moved to content. */
type SeedText = string | Record<string, string> | undefined;
const seedExperts = JSON.parse(readFileSync('content/seed/experts.json', 'utf8')) as {
  agentId: string;
  gender: string;
  title: SeedText;
  bio?: SeedText;
  speaks?: SeedText;
  presents?: string[];
}[];

/** A seeded expert's text in one language, keyed `experts.<agent id>.<field>`. */
function expertStrings(locale: string): [string, string][] {
  return seedExperts.flatMap((expert) =>
    (['title', 'bio', 'speaks'] as const).flatMap((field): [string, string][] => {
      const value = expert[field];
      const text = typeof value === 'string' ? (locale === 'en' ? value : undefined) : value?.[locale];
      return text ? [[`experts.${expert.agentId}.${field}`, text]] : [];
    }),
  );
}

function strings(locale: string): [string, string][] {
  return [...messageStrings(load(locale))].filter(([key]) => checked(key)).concat(expertStrings(locale));
}

function offenders(locale: string, pattern: RegExp): string[] {
  return strings(locale)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text.slice(0, 80)}`);
}

function at(tree: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[part];
    return undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
}

const offPlanLabels = [
  'Listings.status.offPlan',
  'PropertiesPage.badges.items.0.title',
  'PageForms.statusOffPlan',
  'Questionnaire.steps.5.options.0',
];
const readyLabels = [
  'Listings.status.ready',
  'PropertiesPage.badges.items.1.title',
  'PageForms.statusReady',
  'Questionnaire.steps.5.options.1',
];

describe.each(Object.entries(sheets) as [Translated, Sheet][])('%s style sheet', (locale, sheet) => {
  it('names off-plan and ready the same on the cards, the legend, the forms and the questionnaire', () => {
    const messages = load(locale);
    expect(offPlanLabels.map((key) => at(messages, key))).toEqual(offPlanLabels.map(() => sheet.offPlan));
    expect(readyLabels.map((key) => at(messages, key))).toEqual(readyLabels.map(() => sheet.ready));
  });

  it('names the property types in the questionnaire as the listings filter does', () => {
    const messages = load(locale);
    const type = (key: string) => at(messages, `Listings.types.${key}`).toLocaleLowerCase(locale);
    const option = (index: number) =>
      at(messages, `Questionnaire.steps.1.options.${index}`).toLocaleLowerCase(locale);
    expect(option(0)).toBe(type('apartment'));
    expect(option(1)).toContain(type('townhouse'));
    expect(option(1)).toContain(type('villa'));
  });

  it('uses the chosen terms', () => {
    const text = strings(locale)
      .map(([, value]) => value)
      .join('\n');
    for (const term of sheet.uses) expect(text, String(term)).toMatch(term);
  });

  it('never uses a rejected variant', () => {
    for (const variant of sheet.rejects) expect(offenders(locale, variant), String(variant)).toEqual([]);
  });

  it('speaks one register', () => {
    for (const marker of sheet.register) expect(offenders(locale, marker), String(marker)).toEqual([]);
  });
});

describe('French typography', () => {
  it('writes the apostrophe ’, a no-break space before : and inside « », a narrow one before ; ? !', () => {
    // An Italian street address keeps its own spelling.
    const french = strings('fr').filter(([key]) => !key.endsWith('.address'));
    // A no-break space before « : » but a narrow one before ? ! ; (the sheet's fr section).
    const loose = french.filter(([, text]) => /'| [:;?!»]|« |\u00a0[;?!]/.test(text));
    expect(loose.map(([key]) => key)).toEqual([]);
  });
});

describe('Arabic punctuation', () => {
  it('puts no Latin comma between Arabic words', () => {
    expect(offenders('ar', /[\p{Script=Arabic}]\s*,\s*[\p{Script=Arabic}]/u)).toEqual([]);
  });
});

describe('roadshow speakers', () => {
  // The agents' titles take the agent's grammatical gender (docs/style-sheet.md); so do the
  // speakers' (seeded experts with a title per language). Katharina, Julia, Giulia, Francesca and
  // Yi-ting are women.
  const women = seedExperts
    .filter((expert) => expert.gender === 'female' && expert.presents?.some((page) => page.startsWith('roadshow-')))
    .map((expert) => `experts.${expert.agentId}.title`);
  const feminine: Partial<Record<Translated, RegExp>> = {
    de: /beraterin/i,
    fr: /Conseillère/,
    es: /Asesora/,
    ro: /Consultantă/,
    ar: /مستشارة/,
    he: /יועצת/,
  };

  it.each(Object.entries(feminine) as [Translated, RegExp][])('%s gives the women feminine titles', (locale, marker) => {
    expect(women).toHaveLength(5);
    const texts = new Map(expertStrings(locale));
    for (const key of women) expect(texts.get(key), key).toMatch(marker);
  });
});

describe('Hebrew typography', () => {
  it('joins a prefix letter to a Latin or numeric word with the maqaf ־, not a hyphen', () => {
    expect(offenders('he', /(?<![\p{L}\p{M}])[בהוכלמש]-(?=[A-Za-z0-9])/u)).toEqual([]);
  });

  it('writes the geresh ׳, not an apostrophe, in transliterated names (בורג׳ ח׳ליפה)', () => {
    expect(offenders('he', /[\u05d0-\u05ea]'/u)).toEqual([]);
  });
});

describe('numbers', () => {
  it('groups thousands with a no-break space where a language groups with a space, never a plain one', () => {
    const translated = Object.keys(sheets) as Translated[];
    for (const locale of translated) expect(offenders(locale, /\d \d{3}(?!\d)/), locale).toEqual([]);
  });
});

// --- Arabic (ar): typography a machine can check, kept by the Arabic native read ---
describe('Arabic typography', () => {
  it('writes the Arabic question mark ؟ and semicolon ؛ after Arabic words, never the Latin ones', () => {
    expect(offenders('ar', /[\p{Script=Arabic}]\s*[?;]/u)).toEqual([]);
  });

  it('writes the accusative tanween on the letter before the alif (اً), one way throughout', () => {
    expect(offenders('ar', /\u064b\u0627/u)).toEqual([]);
  });

  it('names a payment plan خطة السداد, as the cards and the listing page do', () => {
    expect(offenders('ar', /خط[ةط] (?:ال)?دفع/u)).toEqual([]);
  });
});

// Turkish (tr): what the sheet's tr section decides beyond the shared checks.
describe('Turkish style sheet (tr)', () => {
  it('names freehold "tam mülkiyet", never "serbest mülkiyet"', () => {
    expect(offenders('tr', /serbest mülkiyet/iu)).toEqual([]);
  });

  it('gives the agents the off-plan term too ("Topraktan", not "Projeden"), though their titles skip the sheet check', () => {
    const roles = [...messageStrings(load('tr'))].filter(([key]) => key.startsWith('RequestCall.roles.'));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter(([, text]) => /projeden/iu.test(text))).toEqual([]);
  });
});

// --- French (fr): what the fr native read decided beyond the shared checks ---
describe('French style sheet (fr)', () => {
  it('names the call request as the dialog it opens does ("Demander un appel"), never "Être rappelé"', () => {
    expect(offenders('fr', /Être rappelée?/u)).toEqual([]);
    expect(at(load('fr'), 'RequestCall.title')).toBe('Demander un appel');
  });

  it('writes ordinals the French way (1er, 4e), never "4ème" or "4è"', () => {
    expect(offenders('fr', /\d(?:ème|eme|è)(?!\p{L})/u)).toEqual([]);
  });
});

// --- The second native read (ar, he, de, it, tr, hu): what a machine can keep ---
describe('English left in copy', () => {
  // "membership" is adesione / üyelik / tagság; an address's "Office 1904" is the language's own
  // word (Ufficio, Ofis, iroda). "UAE Data Office" stays: it is the authority's name.
  it.each(['it', 'tr', 'hu', 'nl', 'ro', 'ko'] as const)('%s writes no English "membership" or "Office"', (locale) => {
    expect(offenders(locale, /membership/iu)).toEqual([]);
    expect(offenders(locale, /(?<!Data )Office/u)).toEqual([]);
  });

  it('writes the Dubai developers and the DLD systems in Arabic letters on Arabic pages', () => {
    expect(offenders('ar', words(['Emaar', 'Sobha', 'Nakheel', 'Damac', 'DAMAC', 'Aldar']))).toEqual([]);
    // The system's Latin name may follow once in brackets: «عقود» (Oqood).
    expect(offenders('ar', /(?<!\()(?:Oqood|Ejari|Trakheesi)/u)).toEqual([]);
  });
});

describe('Hebrew quotation marks', () => {
  it('quotes with "…", keeping the gershayim ״ for abbreviations (נדל״ן, מחו״ל)', () => {
    // An abbreviation's gershayim stands between letters, before its last one.
    const hebrew = '[\\u05d0-\\u05ea]';
    const quoting = new RegExp(`(?<!${hebrew})״|״(?!${hebrew}(?!${hebrew}))`, 'u');
    expect(offenders('he', quoting)).toEqual([]);
    expect(quoting.test('נדל״ן, מחו״ל, דוא״ל')).toBe(false);
    expect(quoting.test('בתנאים אלה, ״אנחנו״ ו״אתם״')).toBe(true);
  });
});

describe('Hungarian articles', () => {
  it('shows no form-letter "a(z)": the sentence is written so the article is known', () => {
    expect(offenders('hu', /(?<!\p{L})a\(z\)/iu)).toEqual([]);
  });

  it('puts the comma between "egy" and a following article ("egy, az Ön nyelvén")', () => {
    expect(offenders('hu', /(?<!\p{L})egy a(?:z)? /iu)).toEqual([]);
  });
});

describe('Italian apostrophe', () => {
  it('writes one apostrophe, the straight one, throughout', () => {
    expect(offenders('it', /’/u)).toEqual([]);
  });
});

describe('one title for the off-plan specialist', () => {
  // The request-call card's title and the Italian roadshow's speaker say the same.
  const titles: Partial<Record<Translated, RegExp>> = { de: /^Off-Plan-Spezialist/, he: /לפרויקטים על הנייר$/ };
  const keys = ['RequestCall.roles.offPlanSpecialist', 'experts.alessandro-conti.title'];

  it.each(Object.entries(titles) as [Translated, RegExp][])('%s names the role one way', (locale, title) => {
    const messages = load(locale);
    const role = at(messages, keys[0]!).match(/\{([^{}]+)\}\}$/u)?.[1] ?? '';
    expect(role, keys[0]).toMatch(title);
    expect(new Map(expertStrings(locale)).get(keys[1]!), keys[1]).toMatch(title);
    expect(JSON.stringify(messages)).not.toMatch(/Neubauprojekte\}|פרויקטים בבנייה/u);
  });
});

describe('compact prices', () => {
  // The listings' price filter (formatAedCompact): "1 Mio. AED", never "1,0 Mio. AED".
  it.each(locales)('writes round prices in %s without a decimal zero', (locale) => {
    for (const amount of [500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000]) {
      expect(formatAedCompact(amount, locale), String(amount)).not.toMatch(/\d[.,]0(?!\d)/u);
    }
  });
});

describe('hero headings on a phone', () => {
  // A 390 px screen holds about 17 letters of a hero heading; a longer compound carries a soft
  // hyphen at its seam (ingatlan\u00adszemináriumok), or it would run past the screen where the
  // browser has no hyphenation dictionary (tests/e2e/no-sideways-scroll.spec.ts sweeps the pages).
  it.each(locales)('%s breaks every compound longer than 17 letters', (locale) => {
    const long = strings(locale)
      .filter(([key]) => key.endsWith('.hero.title'))
      .flatMap(([key, text]) => text.split(/[\s\u00ad\-–]+/u).map((word) => `${key}: ${word}`))
      .filter((entry) => (entry.split(': ')[1] ?? '').length > 17);
    expect(long).toEqual([]);
  });
});
