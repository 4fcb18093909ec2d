import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listingPages } from '@/lib/content/revalidate';

/** Every page under app/[locale] that reads the listing store (lib/listings/store.ts), directly or through the cards. */
function pagesReadingListings(): string[] {
  return readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => `app/[locale]/${file}`)
    .filter((file) => /listings\/store|listingCards/.test(readFileSync(file, 'utf8')));
}

describe('what publishing a listing regenerates', () => {
  it('names each page by its route, route group included, as Next tags it', () => {
    for (const route of listingPages) expect(existsSync(`app${route}/page.tsx`), route).toBe(true);
  });

  it('covers every page that shows listings', () => {
    const routes = pagesReadingListings().map((file) =>
      file.replace(/^app/, '').replace(/\/page\.tsx$/, ''),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) expect(listingPages).toContain(route);
  });
});
