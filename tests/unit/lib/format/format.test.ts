import { describe, expect, it } from 'vitest';
import { formatDay, formatQuarter } from '@/lib/format/dates';
import {
  defaultAreaUnit,
  formatAed,
  formatAreaNumber,
  formatConverted,
  formatPercent,
} from '@/lib/format/numbers';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { exchangeRates } from '@/lib/format/rates';
import { locales } from '@/lib/i18n/locales';

// Intl separates groups with narrow or plain no-break spaces depending on the locale.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quarters in the page language', () => {
  it.each([
    ['de', '4. Quartal 2027'],
    ['en', '4th quarter 2027'],
    ['fr', '4ème trimestre 2027'],
    ['ru', '4-й квартал 2027'],
    ['ko', '2027년 4분기'],
    ['hu', '2027. IV. negyedév'],
    ['ar', 'الربع الرابع 2027'],
  ] as const)('%s: %s', (locale, expected) => {
    expect(formatQuarter({ year: 2027, quarter: 4 }, locale)).toBe(expected);
  });

  it('never falls back to "Q4" in German', () => {
    expect(formatQuarter({ year: 2028, quarter: 1 }, 'de')).toBe('1. Quartal 2028');
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
