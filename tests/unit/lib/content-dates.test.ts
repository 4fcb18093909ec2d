import { describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { articles } from '@/lib/blog';
import { contentDate, knownPaths } from '@/lib/pages';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../stubs/listing-store'));

describe("the sitemap's lastmod (issue 24)", () => {
  it('gives every page a real content date, never a future one', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const path of knownPaths) {
      const date = contentDate(path);
      expect(date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date ?? '')), path).toBe(false);
      expect(date! <= today, path).toBe(true);
    }
  });

  it("dates an article by its own publication and the blog by its newest article's", () => {
    const [first] = articles;
    expect(contentDate(`/blog/${first.slug}`)).toBe(first.published);
    const newest = articles
      .map((article) => article.published)
      .sort()
      .at(-1);
    expect(contentDate('/blog')).toBe(newest);
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
      const expected = path.startsWith('/properties/') ? '2026-11-22' : contentDate(path);
      expect(entry.lastModified, entry.url).toBe(expected);
    }
  });
});
