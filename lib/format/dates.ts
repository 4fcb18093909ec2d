import { format } from 'date-fns';
import {
  ar,
  de,
  enUS,
  es,
  fr,
  he,
  hu,
  it,
  ko,
  nl,
  ro,
  ru,
  tr,
  type Locale as DateLocale,
} from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/locales';
import type { Quarter } from '@/lib/listings/types';

const dateLocales: Record<Locale, DateLocale> = {
  en: enUS,
  ru,
  he,
  nl,
  es,
  ar,
  hu,
  ko,
  fr,
  ro,
  de,
  tr,
  it,
};

/**
 * The arguments of the `Listings.quarter` message, which writes a quarter each language's way ("4.
 * Quartal 2027", "4e trimestre 2027", "2027 yılının 4. çeyreği"): the year as text, never grouped.
 */
export function quarterArguments({ year, quarter }: Quarter): { quarter: number; year: string } {
  return { quarter, year: String(year) };
}

/** A calendar date (YYYY-MM-DD) in the page's language, e.g. "20. November 2026". */
export function formatDay(isoDate: string, locale: Locale): string {
  return format(new Date(`${isoDate}T12:00:00Z`), 'PPP', { locale: dateLocales[locale] });
}
