/**
 * lib/articles/store.ts for unit tests: the articles an empty content database is seeded with
 * (content/seed/articles.json, lib/content/seed-articles.ts), each published in every language it
 * is written in, as the store gives them, without a database. tests/integration/content-articles
 * .test.ts checks the real store gives the same.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { articleIn, type Article, type ShownArticle } from '@/lib/articles';
import { readingMinutes, type RichText } from '@/lib/articles/rich-text';
import { locales, type Locale } from '@/lib/i18n/locales';
import { seededAgents } from '../../support/seed-experts';

type SeedText = {
  title: string;
  summary: string;
  takeaways: string[];
  body: RichText;
  seo: { title: string; description: string };
  coverAlt: string;
};
type SeedArticle = {
  slug: string;
  date: string;
  authorId: string;
  cover: string;
  text: Partial<Record<Locale, SeedText>>;
};

const seed: SeedArticle[] = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../content/seed/articles.json', import.meta.url)),
    'utf8',
  ),
);

const articles: Article[] = seed
  .map(({ slug, date, authorId, cover, text }) => {
    const author = seededAgents.find((agent) => agent.id === authorId);
    const published: Article['text'] = {};
    for (const locale of locales) {
      const words = text[locale];
      if (!words) continue;
      published[locale] = {
        title: words.title,
        summary: words.summary,
        body: words.body,
        takeaways: words.takeaways,
        seoTitle: words.seo.title,
        seoDescription: words.seo.description,
        coverAlt: words.coverAlt,
        readingMinutes: readingMinutes(words.body),
      };
    }
    return {
      slug,
      date,
      updatedAt: '2026-11-22T08:00:00.000Z',
      cover: `/admin/content/api/media/file/${cover}`,
      author: author ? { id: author.id, name: author.name } : null,
      text: published,
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

export async function getArticles(): Promise<Article[]> {
  return articles;
}

export async function getArticlesIn(locale: Locale): Promise<ShownArticle[]> {
  return articles.flatMap((article) => articleIn(article, locale) ?? []);
}

export async function getArticle(slug: string): Promise<Article | undefined> {
  return articles.find((article) => article.slug === slug);
}
