import type { Locale } from '@/lib/i18n/locales';
import { localeInfo } from '@/lib/i18n/locales';

/**
 * Currency names natives write where the platform's (`Intl.DisplayNames`) reads wrong: an old
 * official name (the Turkish lira has not been "new" since 2009), a wrong agreement (روبية is
 * feminine), an archaic word (Italian writes "shekel", not "siclo"; Korean drops 신권).
 */
const nativeNames: Partial<Record<Locale, Partial<Record<string, string>>>> = {
  he: { TRY: 'לירה טורקית' },
  ar: { INR: 'روبية هندية' },
  it: { ILS: 'shekel israeliano' },
  ko: { ILS: '이스라엘 셰켈' },
};

/** The currency's name in the page's language, for the second-currency picker. */
export function currencyName(code: string, locale: Locale): string {
  return (
    nativeNames[locale]?.[code] ??
    new Intl.DisplayNames(localeInfo[locale].iso, { type: 'currency' }).of(code) ??
    code
  );
}
