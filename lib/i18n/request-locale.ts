import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from './routing';
import type { Locale } from './locales';

/**
 * Reads the `[locale]` segment and hands it to next-intl. Every layout and page calls this first:
 * without it next-intl falls back to reading request headers, which makes the page dynamic.
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
