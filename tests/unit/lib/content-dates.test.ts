import { describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { getArticles } from '@/lib/articles/store';
import { contentDate, knownPaths } from '@/lib/pages';

// The seeded listings and articles, without a database (tests/unit/stubs/).
vi.mock('@/lib/listings/store', () => import('../stubs/listing-store'));
vi.mock('@/lib/articles/store', () => import('../stubs/article-store'));

const articles = await getArticles();
/** What the sitemap dates by the content store rather than lib/pages.ts. */
const dated = (path: string) =>
  path === '/blog'
    ? articles
        .map((article) => article.date)
        .sort()
        .at(-1)
    : (articles.find((article) => path === `/blog/${article.slug}`)?.date ?? contentDate(path));

describe("the sitemap's lastmod (issue 24)", () => {
  it('gives every page a real content date, never a future one', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const path of [...knownPaths, ...articles.map((article) => `/blog/${article.slug}`)]) {
      const date = dated(path);
      expect(date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date ?? '')), path).toBe(false);
      expect(date! <= today, path).toBe(true);
    }
  });

  it("dates an article by its own publication and the blog by its newest article's", async () => {
    const entries = await sitemap();
    const lastmod = (path: string) =>
      entries.find((entry) => new URL(entry.url).pathname === path)?.lastModified;
    const [first] = articles;
    expect(lastmod(`/blog/${first!.slug}`)).toBe(first!.date);
    const newest = articles
      .map((article) => article.date)
      .sort()
      .at(-1);
    expect(lastmod('/blog')).toBe(newest);
  });

  it('writes each entry with its content date, not the build time', async () => {
    const entries = await sitemap();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const path =
        new URL(entry.url).pathname.replace(
          /^\/(ru|he|nl|es|ar|hu|ko|fr|ro|de|tr|it)(?=\/|$)/,
          '',
        ) || '/';
      // A listing's is the day staff last changed it (the stub's seed: 2026-11-22).
      const expected = path.startsWith('/properties/') ? '2026-11-22' : dated(path);
      expect(entry.lastModified, entry.url).toBe(expected);
    }
  });
});
