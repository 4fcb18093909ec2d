'use client';

import { useLocale } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The page's locale, typed: next-intl hands it over as a plain string. */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
