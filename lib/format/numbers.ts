import { exchangeRates, type SecondCurrency } from './rates';
import { localeInfo, type Locale } from '@/lib/i18n/locales';

/** The Intl locale of a page (en-US for English). */
const intlLocale = (locale: Locale) => localeInfo[locale].iso;

/** An amount in dirhams, whole unless asked otherwise, in the page's number format. */
export function formatAed(amount: number, locale: Locale, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits,
  }).format(amount);
}

/** A price converted at the dated rate, to three significant digits: it is an indication. */
export function formatConverted(amountAed: number, currency: SecondCurrency, locale: Locale) {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    maximumSignificantDigits: 3,
  }).format(amountAed * exchangeRates.perAed[currency]);
}

export const areaUnits = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof areaUnits)[number];

export const SQM_PER_SQFT = 0.09290304;

/** English-speaking buyers read square feet (as Dubai's market does); the other languages m². */
export function defaultAreaUnit(locale: Locale): AreaUnit {
  return locale === 'en' ? 'sqft' : 'sqm';
}

/** The size's number in `unit`, whole, in the page's number format (the unit label is copy). */
export function formatAreaNumber(sqft: number, unit: AreaUnit, locale: Locale): string {
  const value = unit === 'sqm' ? sqft * SQM_PER_SQFT : sqft;
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

/** A percentage with up to two decimals, e.g. 6.39 → "6.39 %" in German. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/**
 * How a native shortens a round price where Intl's compact notation does not read as theirs
 * (docs/style-sheet.md, "Compact prices"): `full` writes thousands out ("500.000 AED", not
 * "500K AED"); `thousand` and `million` replace Intl's abbreviation with the word natives write
 * ("500 ezer AED", "1 millió AED", "500 אלף AED", "AED 1 milyon").
 */
const compactWords: Partial<Record<Locale, { full?: true; thousand?: string; million?: string }>> =
  {
    fr: { full: true },
    nl: { full: true },
    ro: { full: true },
    it: { full: true, million: 'mln' },
    he: { thousand: 'אלף', million: 'מיליון' },
    hu: { thousand: 'ezer', million: 'millió' },
    tr: { thousand: 'bin', million: 'milyon' },
  };

/**
 * A round amount in dirhams, short ("AED 2M", "2 Mio. AED", "1,5 millió AED"), for price-range
 * choices: whole amounts without a decimal (no "1,0 Mio."), a half with one ("AED 1.5M").
 */
export function formatAedCompact(amount: number, locale: Locale): string {
  const words = compactWords[locale];
  const full = words?.full && Math.abs(amount) < 1_000_000;
  const parts = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'AED',
    notation: full ? 'standard' : 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: full ? 0 : 1,
    // Korean groups the ten-thousands it counts in: "AED 1,000만", not "AED 1000만".
    useGrouping: locale === 'ko' ? 'always' : 'auto',
  }).formatToParts(amount);
  const word = Math.abs(amount) < 1_000_000 ? words?.thousand : words?.million;
  return parts
    .map((part, index) => {
      if (part.type !== 'compact' || !word) return part.value;
      const afterNumber = ['integer', 'fraction'].includes(parts[index - 1]?.type ?? '');
      return afterNumber ? `\u00a0${word}` : word;
    })
    .join('');
}
