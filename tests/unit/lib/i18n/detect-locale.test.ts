import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromAcceptLanguage } from '@/lib/i18n/detect-locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['zh-TW,zh;q=0.9,ko;q=0.7', 'ko'],
    ['pt-BR, es-MX;q=0.3', 'es'],
    ['iw-IL', 'he'],
    ['AR-ae', 'ar'],
    ['ru;q=0, it', 'it'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([[''], ['*'], ['zh-CN,ja;q=0.8'], ['de;q=abc']])(
    '%j matches nothing supported',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('keeps header order between equal q-values', () => {
    expect(localeFromAcceptLanguage('nl, tr')).toBe('nl');
  });
});

describe('detectLocale', () => {
  it('prefers a supported cookie over the browser', () => {
    expect(detectLocale('hu', 'de')).toEqual({ locale: 'hu', fromBrowser: false });
  });

  it('ignores an unsupported cookie and falls back to the browser', () => {
    expect(detectLocale('xx', 'ro-RO')).toEqual({ locale: 'ro', fromBrowser: true });
  });

  it('falls back to English', () => {
    expect(detectLocale(undefined, null)).toEqual({ locale: 'en', fromBrowser: false });
  });
});
