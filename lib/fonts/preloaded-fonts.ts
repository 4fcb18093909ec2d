import type { Locale } from '@/lib/i18n/locales';

/** The faces of app/fonts/fonts.css served from public/fonts, each named by its content's hash. */
export const fontFiles = {
  latin: '/fonts/noto-sans-latin.51ca196f.woff2',
  cyrillic: '/fonts/noto-sans-cyrillic.6ab64433.woff2',
  hebrew: '/fonts/noto-sans-hebrew.8dd0a0bc.woff2',
  arabic: '/fonts/noto-sans-arabic-core.23bb01df.woff2',
} as const;

const ownScript: Partial<Record<Locale, keyof typeof fontFiles>> = {
  ru: 'cyrillic',
  he: 'hebrew',
  ar: 'arabic',
};

/**
 * The files a page in this language draws its text with, to be preloaded from the head: found only
 * once the stylesheet is parsed and the text laid out, the font arrived after the first layout, and
 * the browser laid every line out twice, once in the fallback and again in Noto (the second
 * layout ~80–120 ms of the home page on the phone profile, docs/design.md §14). Every page has Latin
 * (its name, numbers, the language menu); Korean's Latin face, like Arabic's, is `optional` and is
 * used when it is there in time, which the preload makes likely.
 */
export function preloadedFonts(locale: Locale): string[] {
  const own = ownScript[locale];
  return own ? [fontFiles[own], fontFiles.latin] : [fontFiles.latin];
}
