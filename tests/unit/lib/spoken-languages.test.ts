import { describe, expect, it } from 'vitest';
import { filterLanguages, languageCodes, languages } from '@/lib/spoken-languages';

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
    expect(filterLanguages('deut')).toEqual(['de']);
    expect(filterLanguages('العرب')).toEqual(['ar']);
    expect(filterLanguages('русск')).toContain('ru');
    expect(filterLanguages('FRANÇ')).toContain('fr');
    expect(filterLanguages('francais')).toContain('fr');
  });
  it('also matches the English name, and an empty query keeps everything', () => {
    expect(filterLanguages('german')).toEqual(['de']);
    expect(filterLanguages('  ')).toHaveLength(languageCodes.length);
    expect(filterLanguages('zzzz')).toEqual([]);
  });
});
