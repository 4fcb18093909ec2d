import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { agentLanguages } from '@/lib/leads/agent';

/**
 * The experts an empty content database starts with (docs/content.md, "Seeded"):
 * content/seed/experts.json and their photos in content/seed/images/experts/. Between them they
 * speak all 13 site languages, so every visitor can be given someone who speaks theirs; one also
 * speaks Mandarin for the Taiwan roadshow. Each has the grammatical gender their title and verbs
 * take (docs/design.md §5) and the broker registration number their listings are advertised under
 * (invented, RERA's shape).
 */

const SEED_DIR = path.join(process.cwd(), 'content/seed');

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
  /** English; the card writes a known title in the page's language (RequestCall.roles). */
  title: z.string().min(1),
  /** A file in content/seed/images/experts/. */
  photo: z.string().optional(),
  languages: z.array(z.enum(agentLanguages)).min(1),
  phone: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  email: z.email(),
  brn: z.string(),
  active: z.boolean(),
});
type SeedExpert = z.infer<typeof seedExpert>;

/** The seed's experts, in their order (which is also the order the directory lists them in). */
export function readSeedExperts(): SeedExpert[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(SEED_DIR, 'experts.json'), 'utf8'));
  return z.array(seedExpert).parse(raw);
}

/**
 * Creates the seed's experts that are not in the content database yet (by agent id), each with
 * their photo in media; gives every seed expert's id in the database, keyed by agent id.
 */
export async function seedExperts(payload: Payload): Promise<Map<string, string | number>> {
  const ids = new Map<string, string | number>();
  for (const { photo, ...expert } of readSeedExperts()) {
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
      data: { ...expert, photo: media?.id } as never,
    });
    ids.set(expert.agentId, created.id);
  }
  return ids;
}
