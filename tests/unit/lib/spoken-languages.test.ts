import { describe, expect, it } from 'vitest';
import {
  filterLanguages,
  languageCodes,
  languages,
  spokenLanguagesIn,
} from '@/lib/spoken-languages';

const codesFound = (query: string, locale = 'en') =>
  filterLanguages(query, spokenLanguagesIn(locale)).map((language) => language.code);

describe('languages', () => {
  it('lists about 180 languages with English and native names', () => {
    expect(languageCodes.length).toBeGreaterThanOrEqual(175);
    for (const code of languageCodes) {
      expect(languages[code].english).toBeTruthy();
      expect(languages[code].native).toBeTruthy();
    }
    expect(languages.de).toEqual({ english: 'German', native: 'Deutsch' });
  });
  it('filters by a substring of the native name, case- and accent-insensitively', () => {
    expect(codesFound('deut')).toEqual(['de']);
    expect(codesFound('العرب')).toEqual(['ar']);
    expect(codesFound('русск')).toContain('ru');
    expect(codesFound('FRANÇ')).toContain('fr');
    expect(codesFound('francais')).toContain('fr');
  });
  it('ranks the language whose name is, or starts with, the typed text first', () => {
    expect(codesFound('русский', 'ru')[0]).toBe('ru');
    expect(codesFound('русский', 'ru')).toContain('be');
    expect(codesFound('рус', 'ru')[0]).toBe('ru');
    expect(codesFound('english')[0]).toBe('en');
    expect(codesFound('arab')[0]).toBe('ar');
  });

  it('also matches the English name, and an empty query keeps everything', () => {
    expect(codesFound('german')).toEqual(['de']);
    expect(codesFound('  ')).toHaveLength(languageCodes.length);
    expect(codesFound('zzzz')).toEqual([]);
  });
});

describe('languages named in the page’s language (docs/design.md §7)', () => {
  it('finds English by its name in German, Russian, Arabic, Hebrew, Korean and Turkish', () => {
    expect(codesFound('Englisch', 'de')).toContain('en');
    expect(codesFound('английский', 'ru')).toContain('en');
    expect(codesFound('الإنجليزية', 'ar')).toContain('en');
    expect(codesFound('אנגלית', 'he')).toContain('en');
    expect(codesFound('영어', 'ko')).toContain('en');
    expect(codesFound('İngilizce', 'tr')).toContain('en');
  });

  it('names every language in the page’s language, in its alphabetical order', () => {
    const german = spokenLanguagesIn('de');
    expect(german).toHaveLength(languageCodes.length);
    expect(german.find((language) => language.code === 'ru')?.name).toBe('Russisch');
    const names = german.map((language) => language.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    // A language the platform cannot name keeps its English name rather than its code.
    for (const language of spokenLanguagesIn('hu')) expect(language.name).not.toBe(language.code);
  });
});
