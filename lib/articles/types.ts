import type { Locale } from '@/lib/i18n/locales';
import type { RichText } from './rich-text';

/** An article's words in one language it is published in. */
export type ArticleText = {
  title: string;
  summary: string;
  body: RichText;
  takeaways: string[];
  /** the page's <title> and description: the SEO fields, else the title and summary */
  seoTitle: string;
  seoDescription: string;
  /** the cover described, for a shared link's preview */
  coverAlt: string;
  /** computed from the body (rich-text.ts) */
  readingMinutes: number;
};

type ArticleAuthor = { id: string; name: string };

/** A published article (lib/articles/store.ts): its words only in the languages it is published in. */
export type Article = {
  slug: string;
  /** its publication date, YYYY-MM-DD */
  date: string;
  updatedAt: string;
  /** the cover's address, served by the site */
  cover: string | null;
  author: ArticleAuthor | null;
  text: Partial<Record<Locale, ArticleText>>;
};

/** An article as a page in one language shows it. */
export type ShownArticle = Omit<Article, 'text'> & ArticleText & { locale: Locale };
