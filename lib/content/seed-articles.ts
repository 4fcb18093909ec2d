import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/**
 * The blog's launch articles (content/seed/articles.json, covers in content/seed/images/articles/):
 * each created in English and then published language by language, one write per language, with
 * its cover described in each. Only while the database holds no article, so staff edits stay.
 */

const SEED_DIR = path.join(process.cwd(), 'content/seed');

const seedText = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  takeaways: z.array(z.string().min(1)),
  body: z.object({ root: z.object({ type: z.literal('root') }).passthrough() }),
  seo: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  coverAlt: z.string().min(1),
});
const seedArticle = z.object({
  slug: z.string(),
  date: z.string(),
  authorId: z.string(),
  cover: z.string(),
  text: z.record(z.enum(locales), seedText),
});
type SeedArticle = z.infer<typeof seedArticle>;
type SeedText = z.infer<typeof seedText>;

async function seedArticleFile(): Promise<SeedArticle[]> {
  const raw = JSON.parse(await readFile(path.join(SEED_DIR, 'articles.json'), 'utf8'));
  return z.array(seedArticle).parse(raw);
}

const words = (text: SeedText) => ({
  title: text.title,
  summary: text.summary,
  body: text.body,
  takeaways: text.takeaways.map((line) => ({ text: line })),
  seo: text.seo,
});

async function createArticle(payload: Payload, article: SeedArticle): Promise<void> {
  const english = article.text.en!;
  const cover = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: english.coverAlt },
    filePath: path.join(SEED_DIR, 'images/articles', article.cover),
  });
  const author = await payload.find({
    collection: 'experts',
    where: { agentId: { equals: article.authorId } },
    limit: 1,
    depth: 0,
  });
  const created = await payload.create({
    collection: 'articles',
    context: { seeding: true },
    locale: 'en',
    data: {
      _status: 'published',
      ...words(english),
      slug: article.slug,
      date: article.date,
      cover: cover.id,
      author: author.docs[0]?.id,
    } as never,
  });
  for (const locale of locales) {
    const text = article.text[locale];
    if (locale === 'en' || !text) continue;
    // Published in this language only: the per-language status (collections/articles.ts).
    await payload.update({
      collection: 'articles',
      context: { seeding: true },
      id: created.id,
      locale,
      data: { _status: 'published', ...words(text) } as never,
    });
    await payload.update({
      collection: 'media',
      id: cover.id,
      locale,
      data: { alt: text.coverAlt },
    });
  }
}

/** Seeds the launch articles into a database that has none; one that has any is left as it is. */
export async function seedArticles(payload: Payload): Promise<'seeded' | 'present'> {
  const { totalDocs } = await payload.count({ collection: 'articles' });
  if (totalDocs > 0) return 'present';
  const articles = await seedArticleFile();
  for (const article of articles) await createArticle(payload, article);
  payload.logger.info(`Content seeded: ${articles.length} articles.`);
  return 'seeded';
}
