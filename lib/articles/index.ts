import { locales, type Locale } from '@/lib/i18n/locales';
import type { Article, ShownArticle } from './types';

export * from './types';

/** An article's address (its slug): lower-case words joined by hyphens, as a listing's. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articlePath = (article: Pick<Article, 'slug'>) => `/blog/${article.slug}`;

/**
 * An article's page, `/blog/{slug}`: articles are published at run time (lib/articles/store.ts),
 * so every such address is routed and the page answers 404 for one not published in its language.
 */
export function isArticlePath(path: string): boolean {
  const match = /^\/blog\/([^/]+)$/.exec(path);
  return match !== null && match[1]!.length <= 100 && ARTICLE_SLUG.test(match[1]!);
}

/** The languages an article is published in, in the site's order: its sitemap and hreflang. */
export function articleLocales(article: Pick<Article, 'text'>): Locale[] {
  return locales.filter((locale) => article.text[locale]);
}

/** The article in `locale`, or nothing where it is not published in that language. */
export function articleIn(article: Article, locale: Locale): ShownArticle | undefined {
  const text = article.text[locale];
  if (!text) return undefined;
  const { text: _all, ...facts } = article;
  return { ...facts, ...text, locale };
}
