import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { provideTestStore } from './support/lead-service';
import { closeContent } from './support/content';

/**
 * The blog from the content store (lib/articles/store.ts, lib/content/seed-articles.ts): the launch
 * articles seeded in 13 languages, and an article shown in a language only once it is published
 * there (Payload's per-locale status), drafts never.
 */
provideTestStore();

// React's request cache outside a render: each call reads the database afresh.
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T>(fn: T) => fn,
}));

let payload: Payload;
let store: typeof import('@/lib/articles/store');
let stub: typeof import('../unit/stubs/article-store');
let seedMs = 0;

beforeAll(async () => {
  const { content } = await import('@/lib/content/content');
  const { seedArticles } = await import('@/lib/content/seed-articles');
  payload = await content();
  // The authors are the test store's seeded experts; the articles are seeded here, timed.
  const started = performance.now();
  expect(await seedArticles(payload)).toBe('seeded');
  seedMs = performance.now() - started;
  store = await import('@/lib/articles/store');
  stub = await import('../unit/stubs/article-store');
}, 300_000);

afterAll(async () => {
  console.log(`Seeding the 3 articles in 13 languages took ${Math.round(seedMs)} ms.`);
  await closeContent(payload);
});

/** An article's words and facts, without what the database adds (dates, image addresses). */
const comparable = ({ updatedAt: _u, cover, ...article }: import('@/lib/articles').Article) => ({
  ...article,
  cover: cover
    ?.split('/')
    .pop()
    ?.replace(/-\d+\.webp$/, '.webp'),
});

describe('the seeded articles', { timeout: 120_000 }, () => {
  it('are the launch articles: the same words in 13 languages, newest first', async () => {
    const seeded = await store.getArticles();
    expect(seeded.map(comparable)).toEqual((await stub.getArticles()).map(comparable));
    for (const locale of locales) {
      const shown = await store.getArticlesIn(locale);
      expect(shown.map((article) => article.slug)).toEqual([
        'off-plan-vs-ready-property',
        'golden-visa-through-property',
        'top-5-reasons-invest',
      ]);
    }
    for (const article of seeded)
      expect(article.cover).toMatch(/^\/admin\/content\/api\/media\/file\/[\w-]+\.webp$/);
  });

  it('count their reading time from the body, as the launch pages stated it in English', async () => {
    const minutes = (await store.getArticlesIn('en')).map((article) => article.readingMinutes);
    expect(minutes).toEqual([8, 7, 6]);
  });

  it('have an expert as author and their cover described in each language', async () => {
    const article = await store.getArticle('golden-visa-through-property');
    expect(article?.author).toEqual({ id: 'layla-haddad', name: 'Layla Haddad' });
    expect(article?.text.ar?.coverAlt).toMatch(/[\u0600-\u06FF]/);
    expect(article?.text.ar?.coverAlt).not.toBe(article?.text.en?.coverAlt);
  });

  it('are seeded once: a database with articles is left as it is', async () => {
    const { seedArticles } = await import('@/lib/content/seed-articles');
    expect(await seedArticles(payload)).toBe('present');
    expect(await payload.count({ collection: 'articles' })).toMatchObject({ totalDocs: 3 });
  });
});

describe('published language by language', { timeout: 120_000 }, () => {
  const slug = 'dubai-service-charges-explained';
  const body = (text: string) => ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [
            { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
          ],
        },
      ],
    },
  });
  let id: string | number;
  const slugsIn = async (locale: (typeof locales)[number]) =>
    (await store.getArticlesIn(locale)).map((article) => article.slug);

  it('never shows a draft', async () => {
    const draft = await payload.create({
      collection: 'articles',
      locale: 'en',
      draft: true,
      data: {
        _status: 'draft',
        slug,
        date: '2026-11-20',
        title: 'Service charges explained',
        summary: 'What a building’s yearly charges pay for.',
        body: body('Every owner pays them.'),
      } as never,
    });
    id = draft.id;
    for (const locale of locales) expect(await slugsIn(locale)).not.toContain(slug);
  });

  it('shows an article only in the languages it is published in', async () => {
    await payload.update({
      collection: 'articles',
      id,
      locale: 'en',
      data: { _status: 'published' } as never,
    });
    await payload.update({
      collection: 'articles',
      id,
      locale: 'ar',
      data: {
        _status: 'published',
        title: 'رسوم الخدمات',
        summary: 'ما الذي تدفع مقابله رسوم المبنى السنوية.',
        body: body('يدفعها كل مالك.'),
      } as never,
    });
    // German written but kept as a draft.
    await payload.update({
      collection: 'articles',
      id,
      locale: 'de',
      draft: true,
      data: {
        _status: 'draft',
        title: 'Servicegebühren erklärt',
        summary: 'Wofür die jährlichen Gebühren zahlen.',
        body: body('Jeder Eigentümer zahlt sie.'),
      } as never,
    });
    expect((await slugsIn('en'))[0]).toBe(slug);
    expect((await slugsIn('ar'))[0]).toBe(slug);
    expect(await slugsIn('de')).not.toContain(slug);
    const article = await store.getArticle(slug);
    expect(Object.keys(article!.text)).toEqual(['en', 'ar']);
    expect(article!.text.ar).toMatchObject({ title: 'رسوم الخدمات', readingMinutes: 1 });
  });

  it('keeps the published words while a newer draft is edited', async () => {
    await payload.update({
      collection: 'articles',
      id,
      locale: 'en',
      draft: true,
      data: { _status: 'draft', title: 'Service charges, a draft' } as never,
    });
    expect((await store.getArticle(slug))!.text.en!.title).toBe('Service charges explained');
  });

  it('takes a language away when it is unpublished there, and leaves the others', async () => {
    await payload.update({
      collection: 'articles',
      id,
      locale: 'ar',
      data: { _status: 'draft' } as never,
    });
    expect(await slugsIn('ar')).not.toContain(slug);
    expect(await slugsIn('en')).toContain(slug);
  });
});

describe('the editor’s completeness line', { timeout: 120_000 }, () => {
  it('names the languages written and those published', async () => {
    const { completeness, completenessLine } = await import('@/lib/content/completeness');
    const read = async (draft: boolean) =>
      (
        await payload.find({
          collection: 'articles',
          locale: 'all',
          draft,
          where: { slug: { equals: 'dubai-service-charges-explained' } },
        })
      ).docs[0] as Record<string, unknown>;
    const line = completenessLine(completeness('articles', await read(true), await read(false)));
    expect(line).toBe('3/13 · missing ru, he, nl, es, hu, ko, fr, ro, tr, it · published en');
  });
});
