import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * How complete an item is across the site's 13 languages (issue 33: "the editor shows each item's
 * completeness"): a language is written when every text the site needs in it is there. Listings
 * need a title and a description (else their page shows English, out of the sitemap); articles a
 * title, a summary and a body, and show only where also published.
 */
export const requiredTexts = {
  listings: ['title', 'description'],
  articles: ['title', 'summary', 'body'],
} as const;
export type CompletenessCollection = keyof typeof requiredTexts;

export type Completeness = {
  written: Locale[];
  missing: Locale[];
  /** articles: the languages published in (per-language status) */
  published?: Locale[];
};

/** Whether a stored value holds words: a text, a rich text with text in it, a non-empty list. */
function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(filled);
  if (value && typeof value === 'object') {
    const node = value as { root?: unknown; text?: unknown; children?: unknown };
    if ('root' in node) return filled(node.root);
    if (typeof node.text === 'string') return filled(node.text);
    if (Array.isArray(node.children)) return node.children.some(filled);
  }
  return false;
}

const byLocale = (doc: Record<string, unknown> | undefined, field: string) =>
  (doc?.[field] && typeof doc[field] === 'object' ? doc[field] : {}) as Record<string, unknown>;

/**
 * `latest`: the item's newest version, drafts included; `published`: what visitors are shown (an
 * article's per-language status). Both read with `locale: 'all'` (each localized field an object
 * keyed by language).
 */
export function completeness(
  collection: CompletenessCollection,
  latest: Record<string, unknown>,
  published?: Record<string, unknown>,
): Completeness {
  const written = locales.filter((locale) =>
    requiredTexts[collection].every((field) => filled(byLocale(latest, field)[locale])),
  );
  const result: Completeness = {
    written,
    missing: locales.filter((locale) => !written.includes(locale)),
  };
  if (collection === 'articles') {
    const status = byLocale(published, '_status');
    result.published = locales.filter((locale) => status[locale] === 'published');
  }
  return result;
}

/** One line for the editor: "11/13 · missing de, ko", and where an article is published. */
export function completenessLine({ written, missing, published }: Completeness): string {
  const parts = [`${written.length}/${locales.length}`];
  parts.push(missing.length ? `missing ${missing.join(', ')}` : 'all languages');
  if (published)
    parts.push(published.length ? `published ${published.join(', ')}` : 'published nowhere');
  return parts.join(' · ');
}
