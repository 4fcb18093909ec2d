import { describe, expect, it } from 'vitest';
import { completeness, completenessLine } from '@/lib/content/completeness';
import { locales } from '@/lib/i18n/locales';

const body = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});
const every = <T>(value: (locale: string) => T) =>
  Object.fromEntries(locales.map((locale) => [locale, value(locale)]));

describe('an item’s completeness across the 13 languages', () => {
  it('counts a listing’s language written when it has a title and a description', () => {
    const listing = {
      title: every((locale) => `Villa ${locale}`),
      description: { ...every((locale) => `About ${locale}`), de: '  ', ko: null },
    };
    const result = completeness('listings', listing);
    expect(result.missing).toEqual(['ko', 'de']);
    expect(completenessLine(result)).toBe('11/13 · missing ko, de');
  });

  it('needs an article’s title, summary and a body with words, and names where it is published', () => {
    const latest = {
      title: every(() => 'Title'),
      summary: every(() => 'Summary'),
      body: { ...every(() => body('Words.')), ar: body('  '), he: { root: { children: [] } } },
    };
    const published = { _status: { en: 'published', ar: 'draft', de: 'published' } };
    const result = completeness('articles', latest, published);
    expect(result.written).toHaveLength(11);
    expect(result.published).toEqual(['en', 'de']);
    expect(completenessLine(result)).toBe('11/13 · missing he, ar · published en, de');
    expect(completenessLine(completeness('articles', {}))).toBe(
      `0/13 · missing ${locales.join(', ')} · published nowhere`,
    );
  });

  it('says when every language is written', () => {
    const listing = { title: every(() => 'T'), description: every(() => 'D') };
    expect(completenessLine(completeness('listings', listing))).toBe('13/13 · all languages');
  });
});
