import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { presentingPages } from '@/lib/experts/pages';
import { roadshowEventPages } from '@/lib/roadshow/pages';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath }));

const { expertAfterChange, listingPages, presentingPageRoutes, roadshowPages } =
  await import('@/lib/content/revalidate');

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

/** Every page under app/[locale] that lists roadshow events (lib/roadshow/store.ts, through CountryRoadshow). */
function pagesReadingEvents(): string[] {
  return readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => `app/[locale]/${file}`)
    .filter((file) => /roadshow\/store|CountryRoadshow/.test(readFileSync(file, 'utf8')));
}

describe('what publishing a roadshow event regenerates', () => {
  it('names each roadshow page by its route, route group included, as Next tags it', () => {
    for (const route of Object.values(roadshowPages))
      expect(existsSync(`app${route}/page.tsx`), route).toBe(true);
  });

  it('has a route for every page an event can be on, and an event page for every route', () => {
    expect(Object.keys(roadshowPages).sort()).toEqual([...roadshowEventPages].sort());
    const routes = pagesReadingEvents().map((file) =>
      file.replace(/^app/, '').replace(/\/page\.tsx$/, ''),
    );
    expect(routes.sort()).toEqual(Object.values(roadshowPages).sort());
  });
});

/** Every page under app/[locale] that presents experts (lib/experts/store.ts, or through CountryRoadshow). */
function pagesPresentingExperts(): string[] {
  return readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => `app/[locale]/${file}`)
    .filter((file) => /experts\/store|CountryRoadshow/.test(readFileSync(file, 'utf8')));
}

describe('what editing an expert regenerates', () => {
  it('has a route for every page that presents experts, and only those', () => {
    expect(Object.keys(presentingPageRoutes).sort()).toEqual([...presentingPages].sort());
    for (const route of Object.values(presentingPageRoutes))
      expect(existsSync(`app${route}/page.tsx`), route).toBe(true);
    const routes = pagesPresentingExperts().map((file) =>
      file.replace(/^app/, '').replace(/\/page\.tsx$/, ''),
    );
    expect(routes.sort()).toEqual(Object.values(presentingPageRoutes).sort());
  });

  const edit = (doc: unknown, previousDoc: unknown, context: Record<string, unknown> = {}) => {
    revalidatePath.mockClear();
    expertAfterChange({
      doc,
      previousDoc,
      context,
      req: { payload: { logger: { debug: () => undefined } } },
    } as never);
    return revalidatePath.mock.calls
      .map(([route]) => route as string)
      .filter((route) => Object.values<string>(presentingPageRoutes).includes(route));
  };

  it('regenerates the pages that presented the expert and those that present them now', () => {
    expect(edit({ presents: ['roadshow-italy'] }, { presents: ['video'] }).sort()).toEqual(
      ['/[locale]/(empty)/video', '/[locale]/(large-footer)/roadshow-italy'].sort(),
    );
    expect(edit({ presents: [] }, { presents: null })).toEqual([]);
    expect(edit({ presents: ['video'] }, undefined, { seeding: true })).toEqual([]);
  });
});
