import { describe, expect, it, vi } from 'vitest';
import { articleIn, articleLocales, isArticlePath } from '@/lib/articles';
import { plainText, readingMinutes, WORDS_PER_MINUTE } from '@/lib/articles/rich-text';
import { getArticles } from '@/lib/articles/store';
import { locales } from '@/lib/i18n/locales';

// The seeded articles, without a database (tests/unit/stubs/article-store.ts).
vi.mock('@/lib/articles/store', () => import('../stubs/article-store'));

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('blog articles', () => {
  it('count the reading time from the body, rounded up, at least a minute', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    const body = (count: number) => ({
      root: { type: 'root', children: [paragraph(words(count))] },
    });
    expect(readingMinutes(body(1))).toBe(1);
    expect(readingMinutes(body(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(body(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(
      plainText({ type: 'root', children: [paragraph('One two'), paragraph('three')] }).split(' '),
    ).toEqual(['One', 'two', 'three']);
  });

  it('are the three launch articles in 13 languages, newest first, reading times as launched', async () => {
    const articles = await getArticles();
    expect(articles.map((article) => article.slug)).toEqual([
      'off-plan-vs-ready-property',
      'golden-visa-through-property',
      'top-5-reasons-invest',
    ]);
    for (const article of articles) expect(articleLocales(article)).toEqual([...locales]);
    expect(articles.map((article) => article.text.en?.readingMinutes)).toEqual([8, 7, 6]);
    // The body keeps the launch layout: seven headed sections.
    const body = articles[0]!.text.de!.body.root.children ?? [];
    expect(body.filter((node) => node.type === 'heading')).toHaveLength(7);
  });

  it('show an article only in a language it is published in', async () => {
    const [article] = await getArticles();
    const onlyTwo = { ...article!, text: { en: article!.text.en, ar: article!.text.ar } };
    expect(articleLocales(onlyTwo)).toEqual(['en', 'ar']);
    expect(articleIn(onlyTwo, 'ar')).toMatchObject({
      locale: 'ar',
      title: article!.text.ar!.title,
    });
    expect(articleIn(onlyTwo, 'de')).toBeUndefined();
  });

  it('route every well-formed article address to its page', () => {
    expect(isArticlePath('/blog/top-5-reasons-invest')).toBe(true);
    expect(isArticlePath('/blog/a-new-one')).toBe(true);
    expect(isArticlePath('/blog/Not_A_Slug')).toBe(false);
    expect(isArticlePath('/blog/a/b')).toBe(false);
    expect(isArticlePath('/blog')).toBe(false);
  });
});
