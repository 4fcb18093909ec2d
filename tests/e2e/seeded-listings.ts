import { readFileSync } from 'node:fs';

/**
 * The listings every end-to-end server starts with: the content the build was seeded with
 * (content/seed/listings.json, lib/content/seed.ts), copied into each server's DATA_DIR.
 */
const seed: { slug: string }[] = JSON.parse(
  readFileSync(new URL('../../content/seed/listings.json', import.meta.url), 'utf8'),
);

export const seededListingSlugs = seed.map(({ slug }) => slug);
export const seededListingPaths = seededListingSlugs.map((slug) => `/properties/${slug}`);
