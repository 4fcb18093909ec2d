import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatDay, quarterArguments } from '@/lib/format/dates';
import {
  defaultAreaUnit,
  formatAed,
  formatAedCompact,
  formatAreaNumber,
  formatConverted,
  formatPercent,
} from '@/lib/format/numbers';
import { currencyName } from '@/lib/format/currency-names';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { exchangeRates, secondCurrencies } from '@/lib/format/rates';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { Quarter } from '@/lib/listings/types';

// Intl separates groups with narrow or plain no-break spaces depending on the locale.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const quarterMessage = (locale: Locale): string =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Listings: { quarter: string } })
    .Listings.quarter;
const quarterIn = (locale: Locale, quarter: Quarter) =>
  String(new IntlMessageFormat(quarterMessage(locale), locale).format(quarterArguments(quarter)));

describe('quarters in the page language (Listings.quarter, each language its own way)', () => {
  it.each([
    ['de', '4. Quartal 2027'],
    ['en', '4th quarter 2027'],
    ['fr', '4e trimestre 2027'],
    ['ru', '4-й квартал 2027'],
    ['ko', '2027년 4분기'],
    ['hu', '2027. IV. negyedév'],
    ['ar', 'الربع الرابع من 2027'],
    ['tr', '2027 yılının 4. çeyreği'],
    ['ro', 'trimestrul IV 2027'],
    ['es', 'cuarto trimestre de 2027'],
    ['it', 'quarto trimestre 2027'],
    ['he', 'הרבעון הרביעי של 2027'],
    ['nl', '4e kwartaal 2027'],
  ] as const)('%s: %s', (locale, expected) => {
    expect(quarterIn(locale, { year: 2027, quarter: 4 })).toBe(expected);
  });

  it('never falls back to "Q4" in German, and writes the first quarter as each language does', () => {
    expect(quarterIn('de', { year: 2028, quarter: 1 })).toBe('1. Quartal 2028');
    expect(quarterIn('fr', { year: 2028, quarter: 1 })).toBe('1er trimestre 2028');
    expect(quarterIn('en', { year: 2028, quarter: 2 })).toBe('2nd quarter 2028');
    expect(quarterIn('es', { year: 2028, quarter: 3 })).toBe('tercer trimestre de 2028');
  });

  it('writes a plain year and no hand-made ordinal (4ème, 4º, "Son çeyrek") in any language', () => {
    for (const locale of locales) {
      for (const quarter of [1, 2, 3, 4] as const) {
        const text = quarterIn(locale, { year: 2027, quarter });
        expect(text, locale).toContain('2027');
        expect(text, locale).not.toMatch(/ème|º|Son çeyrek|İlk çeyrek|רבעון \d/);
      }
    }
  });

  it('writes the rates date in the language', () => {
    expect(formatDay('2026-11-20', 'de')).toBe('20. November 2026');
  });
});

describe('prices and sizes', () => {
  it('formats dirhams with the locale grouping', () => {
    expect(plain(formatAed(2_450_000, 'en'))).toBe('AED 2,450,000');
    expect(plain(formatAed(2_450_000, 'de'))).toBe('2.450.000 AED');
    expect(plain(formatAed(2_450_000, 'fr'))).toBe('2 450 000 AED');
  });

  // The price filter's choices as natives write them (docs/style-sheet.md, "Compact prices"): no
  // "1,0 Mio." nor "500,0K", and the language's own word where Intl's abbreviation is not theirs.
  const compact: Record<Locale, [string, string, string]> = {
    en: ['AED 500K', 'AED 1M', 'AED 1.5M'],
    ru: ['500 тыс. AED', '1 млн AED', '1,5 млн AED'],
    he: ['500 אלף AED', '1 מיליון AED', '1.5 מיליון AED'],
    nl: ['AED 500.000', 'AED 1 mln.', 'AED 1,5 mln.'],
    es: ['500 mil AED', '1 M AED', '1,5 M AED'],
    ar: ['500 ألف د.إ.', '1 مليون د.إ.', '1.5 مليون د.إ.'],
    hu: ['500 ezer AED', '1 millió AED', '1,5 millió AED'],
    ko: ['AED 50만', 'AED 100만', 'AED 150만'],
    fr: ['500 000 AED', '1 M AED', '1,5 M AED'],
    ro: ['500.000 AED', '1 mil. AED', '1,5 mil. AED'],
    de: ['500.000 AED', '1 Mio. AED', '1,5 Mio. AED'],
    tr: ['AED 500 bin', 'AED 1 milyon', 'AED 1,5 milyon'],
    it: ['500.000 AED', '1 mln AED', '1,5 mln AED'],
  };
  const bare = (text: string) =>
    plain(text)
      .replace(/[\u200e\u200f]/g, '')
      .replace(/ +/g, ' ');

  it.each(locales)('shortens round prices as %s natives write them', (locale) => {
    expect(
      [500_000, 1_000_000, 1_500_000].map((amount) => bare(formatAedCompact(amount, locale))),
    ).toEqual(compact[locale]);
  });

  it.each(locales)('writes the filter prices in %s without a decimal zero', (locale) => {
    for (const amount of [500_000, 2_000_000, 10_000_000, 20_000_000]) {
      expect(formatAedCompact(amount, locale), String(amount)).not.toMatch(/\d[.,]0(?!\d)/);
    }
    expect(bare(formatAedCompact(10_000_000, 'ko'))).toBe('AED 1,000만');
  });

  it('names the second currencies as natives do where the platform does not', () => {
    expect(currencyName('TRY', 'he')).toBe('לירה טורקית');
    expect(currencyName('INR', 'ar')).toBe('روبية هندية');
    expect(currencyName('ILS', 'it')).toBe('shekel israeliano');
    expect(currencyName('EUR', 'de')).toBe('Euro');
    for (const locale of locales) {
      const names = secondCurrencies.map((code) => currencyName(code, locale)).join(' | ');
      expect(names, locale).not.toMatch(/לירה טורקית חדשה|روبية هندي(?!ة)|siclo|신권/u);
    }
  });

  it('converts at the dated rate, to three significant digits', () => {
    expect(exchangeRates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(plain(formatConverted(2_450_000, 'USD', 'en'))).toBe('$667,000');
    expect(plain(formatConverted(2_450_000, 'EUR', 'de'))).toBe('576.000 €');
  });

  it('uses ft² in English and m² elsewhere', () => {
    expect(defaultAreaUnit('en')).toBe('sqft');
    for (const locale of locales.filter((code) => code !== 'en'))
      expect(defaultAreaUnit(locale)).toBe('sqm');
  });

  it('converts square feet to whole square metres', () => {
    expect(formatAreaNumber(1_210, 'sqm', 'de')).toBe('112');
    expect(formatAreaNumber(7_450, 'sqft', 'en')).toBe('7,450');
    expect(plain(formatAreaNumber(7_450, 'sqm', 'fr'))).toBe('692');
  });

  it('formats percentages per locale', () => {
    expect(formatPercent(5.288, 'en')).toBe('5.29%');
    expect(plain(formatPercent(5.288, 'de'))).toBe('5,29 %');
  });
});

describe('phone numbers', () => {
  it('groups an E.164 number the international way', () => {
    expect(formatPhone('+97145752180')).toBe('+971 4 575 2180');
    expect(formatPhone('+971505752180')).toBe('+971 50 575 2180');
    expect(phoneHref('+971 4 575 2180')).toBe('tel:+97145752180');
  });

  it('returns what it cannot parse unchanged', () => {
    expect(formatPhone('not a number')).toBe('not a number');
  });
});
