import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { presentingPages } from '@/lib/experts/pages';
import { locales } from '@/lib/i18n/locales';
import { agentLanguages } from '@/lib/leads/agent';

/**
 * The experts an empty content database starts with (docs/content.md, "Seeded"):
 * content/seed/experts.json and their photos in content/seed/images/experts/. Between them they
 * speak all 13 site languages, so every visitor can be given someone who speaks theirs; one also
 * speaks Mandarin for the Taiwan roadshow. Each has the grammatical gender their title and verbs
 * take (docs/design.md §5) and the broker registration number their listings are advertised under
 * (invented, RERA's shape). The roadshow speakers, who take no leads, are seeded inactive: the pages
 * that present them show them all the same.
 */

const SEED_DIR = path.join(process.cwd(), 'content/seed');

/** A text in English, or by language with English required (as the pages wrote it before). */
const perLanguage = z
  .union([
    z.string().min(1),
    z
      .partialRecord(z.enum(locales), z.string().min(1))
      .refine((texts) => Boolean(texts.en), 'English is required'),
  ])
  .transform((text) => (typeof text === 'string' ? { en: text } : text));

const seedExpert = z.object({
  agentId: z.string().min(1),
  name: z.string().min(1),
  nameScripts: z.object({
    arabic: z.string().optional(),
    hebrew: z.string().optional(),
    hangul: z.string().optional(),
    cyrillic: z.string().optional(),
  }),
  gender: z.enum(['female', 'male']),
  /**
   * Where only English is written, the card writes a known title in the page's language
   * (RequestCall.roles).
   */
  title: perLanguage,
  bio: perLanguage.optional(),
  speaks: perLanguage.optional(),
  presents: z.array(z.enum(presentingPages)).optional(),
  /** A file in content/seed/images/experts/. */
  photo: z.string().optional(),
  languages: z.array(z.enum(agentLanguages)).min(1),
  phone: z.string().optional(),
  whatsapp: z.string().optional(),
  telegram: z.string().optional(),
  email: z.email().optional(),
  brn: z.string().optional(),
  active: z.boolean(),
});
type SeedExpert = z.infer<typeof seedExpert>;

/** The seed's experts, in their order (which is also the order the directory lists them in). */
export function readSeedExperts(): SeedExpert[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(SEED_DIR, 'experts.json'), 'utf8'));
  return z.array(seedExpert).parse(raw);
}

/** The seed's experts as their documents are written in one language (the texts that have it). */
function inLanguage(
  { title, bio, speaks }: Pick<SeedExpert, 'title' | 'bio' | 'speaks'>,
  locale: (typeof locales)[number],
): Record<string, string> {
  const texts = { title: title[locale], bio: bio?.[locale], speaks: speaks?.[locale] };
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * Creates the seed's experts that are not in the content database yet (by agent id), each with
 * their photo in media and their texts in every language the seed writes; gives every seed
 * expert's id in the database, keyed by agent id.
 */
export async function seedExperts(payload: Payload): Promise<Map<string, string | number>> {
  const ids = new Map<string, string | number>();
  for (const { photo, title, bio, speaks, ...expert } of readSeedExperts()) {
    const existing = await payload.find({
      collection: 'experts',
      where: { agentId: { equals: expert.agentId } },
      limit: 1,
      depth: 0,
    });
    const found = existing.docs[0];
    if (found) {
      ids.set(expert.agentId, found.id);
      continue;
    }
    const media = photo
      ? await payload.create({
          collection: 'media',
          data: { alt: expert.name },
          filePath: path.join(SEED_DIR, 'images/experts', photo),
        })
      : undefined;
    const created = await payload.create({
      collection: 'experts',
      context: { seeding: true },
      locale: 'en',
      data: { ...expert, ...inLanguage({ title, bio, speaks }, 'en'), photo: media?.id } as never,
    });
    for (const locale of locales) {
      const texts = inLanguage({ title, bio, speaks }, locale);
      if (locale === 'en' || Object.keys(texts).length === 0) continue;
      await payload.update({
        collection: 'experts',
        context: { seeding: true },
        id: created.id,
        depth: 0,
        locale,
        data: texts as never,
      });
    }
    ids.set(expert.agentId, created.id);
  }
  return ids;
}
