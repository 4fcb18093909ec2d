import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The listings every end-to-end server starts with: the content the build was seeded with
 * (content/seed/listings.json, lib/content/seed.ts), copied into each server's DATA_DIR.
 */
const seed: { slug: string }[] = JSON.parse(
  readFileSync(join(__dirname, '../../content/seed/listings.json'), 'utf8'),
);

export const seededListingSlugs = seed.map(({ slug }) => slug);
export const seededListingPaths = seededListingSlugs.map((slug) => `/properties/${slug}`);
