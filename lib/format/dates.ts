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

// Korean and Hungarian put the year first ("2027년 4분기", "2027. IV. negyedév").
const yearFirst: Partial<Record<Locale, string>> = { ko: "yyyy'년' QQQQ", hu: 'yyyy. QQQQ' };

/** A quarter in the page's language: "4. Quartal 2027", "4th quarter 2027", "الربع الرابع 2027". */
export function formatQuarter({ year, quarter }: Quarter, locale: Locale): string {
  const firstDay = new Date(Date.UTC(year, (quarter - 1) * 3, 15));
  return format(firstDay, yearFirst[locale] ?? 'QQQQ yyyy', { locale: dateLocales[locale] });
}

/** A calendar date (YYYY-MM-DD) in the page's language, e.g. "20. November 2026". */
export function formatDay(isoDate: string, locale: Locale): string {
  return format(new Date(`${isoDate}T12:00:00Z`), 'PPP', { locale: dateLocales[locale] });
}
