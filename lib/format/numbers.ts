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

/** A round amount in dirhams, short ("AED 2M", "2 Mio. AED"), for price-range choices. */
export function formatAedCompact(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'AED',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}
