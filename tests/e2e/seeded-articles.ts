import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The blog articles every end-to-end server starts with: the content the build was seeded with
 * (content/seed/articles.json, lib/content/seed-articles.ts), published in all 13 languages.
 */
const seed: { slug: string }[] = JSON.parse(
  readFileSync(join(__dirname, '../../content/seed/articles.json'), 'utf8'),
);

export const seededArticlePaths = seed.map(({ slug }) => `/blog/${slug}`);
