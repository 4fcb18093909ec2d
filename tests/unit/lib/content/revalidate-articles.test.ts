import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath }));

const { articleFiles, articlePages, publishedSomewhere, revalidateArticlesAfterChange } =
  await import('@/lib/content/revalidate-articles');

/** Every page under app/[locale] that reads the article store (lib/articles/store.ts). */
function pagesReadingArticles(): string[] {
  return readdirSync('app/[locale]', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => `app/[locale]/${file}`)
    .filter((file) => /articles\/store/.test(readFileSync(file, 'utf8')));
}

const hook = (doc: unknown, previousDoc: unknown, context: Record<string, unknown> = {}) =>
  revalidateArticlesAfterChange({
    doc,
    previousDoc,
    context,
    req: { payload: { logger: { debug: () => undefined } } },
  } as never);

describe('what publishing an article regenerates', () => {
  it('names each page by its route, route group included, as Next tags it', () => {
    for (const route of articlePages) expect(existsSync(`app${route}/page.tsx`), route).toBe(true);
  });

  it('covers every page that shows articles, and the sitemap', () => {
    const routes = pagesReadingArticles().map((file) =>
      file.replace(/^app/, '').replace(/\/page\.tsx$/, ''),
    );
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) expect(articlePages).toContain(route);
    expect(readFileSync('app/sitemap.ts', 'utf8')).toContain('articles/store');
    expect(articleFiles).toContain('/sitemap.xml');
  });

  it('regenerates on a publication or an unpublication in any language, not on a draft', () => {
    revalidatePath.mockClear();
    hook({ _status: 'draft' }, { _status: 'draft' });
    hook({ _status: 'published' }, undefined, { seeding: true });
    expect(revalidatePath).not.toHaveBeenCalled();
    hook({ _status: { en: 'published', ar: 'draft' } }, { _status: { en: 'draft' } });
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/(default)/blog/[slug]', 'page');
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap.xml');
    revalidatePath.mockClear();
    hook({ _status: 'draft' }, { _status: 'published' });
    expect(revalidatePath).toHaveBeenCalledTimes(articlePages.length + articleFiles.length);
  });

  it('reads a status per language or for the whole document', () => {
    expect(publishedSomewhere('published')).toBe(true);
    expect(publishedSomewhere({ de: 'draft', ko: 'published' })).toBe(true);
    expect(publishedSomewhere({ de: 'draft' })).toBe(false);
    expect(publishedSomewhere(undefined)).toBe(false);
  });
});
