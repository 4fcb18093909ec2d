import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { content, latestDraft } from '@/lib/content/content';
import { locales, type Locale } from '@/lib/i18n/locales';
import { ARTICLE_SLUG, articleIn } from './index';
import { hasText, readingMinutes, type RichText, type RichTextNode } from './rich-text';
import type { Article, ArticleText, ShownArticle } from './types';

/**
 * The one place the site reads blog articles from: the articles of the content system (lib/content,
 * Payload) as the blog, the home page and the sitemap show them. An article is published language
 * by language (Payload's per-locale status, `versions.drafts.localizeStatus`): a language shows it
 * only once staff published it there, and never a draft. Each language's words are checked on the
 * way in; a language that does not read is left out, never half shown.
 */

/** Payload's `locale: 'all'` form of a localized value: one entry per language written. */
const localized = <T extends z.ZodType>(value: T) =>
  z.record(z.string(), value.nullish()).nullish().catch(null);

const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  // Loose: the editor's own properties (direction, indent, version…) travel with the body.
  z.looseObject({
    type: z.string(),
    text: z.string().optional(),
    format: z.union([z.number(), z.string()]).optional(),
    tag: z.string().optional(),
    listType: z.string().optional(),
    fields: z.object({ url: z.string().optional(), newTab: z.boolean().optional() }).nullish(),
    children: z.array(richTextNode).optional(),
  }),
);
const richText = z.looseObject({ root: richTextNode });

const articleDoc = z.object({
  slug: z.string().max(100).regex(ARTICLE_SLUG),
  date: z.string(),
  updatedAt: z.string(),
  _status: localized(z.enum(['draft', 'published'])),
  title: localized(z.string()),
  summary: localized(z.string()),
  body: localized(richText),
  takeaways: localized(z.array(z.object({ text: z.string().nullish() }))),
  seo: z
    .object({ title: localized(z.string()), description: localized(z.string()) })
    .nullish()
    .catch(null),
  cover: z
    .object({ url: z.string().min(1), alt: localized(z.string()) })
    .nullish()
    .catch(null),
  author: z.object({ agentId: z.string(), name: z.string() }).nullish().catch(null),
});
type ArticleDoc = z.infer<typeof articleDoc>;

const trimmed = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The article's words in `locale` when it is published there (or, in a staff preview, saved
 * there) and has what a page needs.
 */
function textIn(doc: ArticleDoc, locale: Locale, preview: boolean): ArticleText | undefined {
  if (!preview && doc._status?.[locale] !== 'published') return undefined;
  const title = trimmed(doc.title?.[locale]);
  const summary = trimmed(doc.summary?.[locale]);
  const body = doc.body?.[locale] as RichText | null | undefined;
  if (!title || !summary || !body || !hasText(body)) return undefined;
  return {
    title,
    summary,
    body,
    takeaways: (doc.takeaways?.[locale] ?? []).flatMap(({ text }) => trimmed(text) ?? []),
    seoTitle: trimmed(doc.seo?.title?.[locale]) ?? title,
    seoDescription: trimmed(doc.seo?.description?.[locale]) ?? summary,
    coverAlt: trimmed(doc.cover?.alt?.[locale]) ?? trimmed(doc.cover?.alt?.en) ?? title,
    readingMinutes: readingMinutes(body),
  };
}

function toArticle(doc: ArticleDoc, preview = false): Article {
  const text: Article['text'] = {};
  for (const locale of locales) {
    const words = textIn(doc, locale, preview);
    if (words) text[locale] = words;
  }
  return {
    slug: doc.slug,
    date: doc.date.slice(0, 10),
    updatedAt: doc.updatedAt,
    cover: doc.cover?.url ?? null,
    author: doc.author ? { id: doc.author.agentId, name: doc.author.name } : null,
    text,
  };
}

/**
 * Every article published in at least one language, newest first, each checked. Once per render:
 * the page, its metadata and the sitemap ask for the same articles.
 */
const publishedArticles = cache(async (): Promise<Article[]> => {
  const payload = await content();
  const { docs } = await payload.find({
    collection: 'articles',
    locale: 'all',
    depth: 1,
    limit: 0,
    sort: '-date',
  });
  return readArticles(payload, docs);
});

/** The documents that read as articles with at least one language to show; the others logged. */
function readArticles(
  payload: Awaited<ReturnType<typeof content>>,
  docs: unknown[],
  preview = false,
): Article[] {
  return docs.flatMap((doc) => {
    const parsed = articleDoc.safeParse(doc);
    if (!parsed.success) {
      payload.logger.error(
        `Article ${String((doc as { slug?: unknown }).slug)} cannot be shown: ${z.prettifyError(parsed.error)}`,
      );
      return [];
    }
    const article = toArticle(parsed.data, preview);
    return Object.keys(article.text).length ? [article] : [];
  });
}

/**
 * An article as staff last saved it, in every language it is written in, published or not: only
 * for a staff preview (lib/content/preview.ts), never for a visitor.
 */
export const getArticleDraft = cache(async (slug: string): Promise<Article | undefined> => {
  const { payload, docs } = await latestDraft('articles', slug);
  return readArticles(payload, docs, true)[0];
});

/** Every article published in some language, newest first (the sitemap). */
export async function getArticles(): Promise<Article[]> {
  return publishedArticles();
}

/** The articles published in `locale`, newest first, in that language's words. */
export async function getArticlesIn(locale: Locale): Promise<ShownArticle[]> {
  return (await publishedArticles()).flatMap((article) => articleIn(article, locale) ?? []);
}

/** An article in every language it is published in; nothing if it is published in none. */
export async function getArticle(slug: string): Promise<Article | undefined> {
  return (await publishedArticles()).find((article) => article.slug === slug);
}
