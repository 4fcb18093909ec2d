/** The 13 interface languages. English is the source of truth and the unprefixed default. */
export const locales = [
  'en',
  'ru',
  'he',
  'nl',
  'es',
  'ar',
  'hu',
  'ko',
  'fr',
  'ro',
  'de',
  'tr',
  'it',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export type LocaleInfo = {
  code: Locale;
  /** The language's own name, as a visitor who speaks it would look for it. */
  name: string;
  /** Value of `<html lang>`: en-US for English, the bare code otherwise. */
  iso: string;
  /** ISO 3166 country code of the flag shown in the language selector. */
  flag: string;
  dir: 'ltr' | 'rtl';
};

const names: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  he: 'עברית',
  nl: 'Nederlands',
  es: 'Español',
  ar: 'العربية',
  hu: 'Magyar',
  ko: '한국어',
  fr: 'Français',
  ro: 'Română',
  de: 'Deutsch',
  tr: 'Türkçe',
  it: 'Italiano',
};

const flagOverrides: Partial<Record<Locale, string>> = { en: 'us', he: 'il', ko: 'kr', ar: 'ae' };
const rtlLocales: ReadonlySet<Locale> = new Set(['he', 'ar']);

export const localeInfo: Record<Locale, LocaleInfo> = Object.fromEntries(
  locales.map((code) => [
    code,
    {
      code,
      name: names[code],
      iso: code === 'en' ? 'en-US' : code,
      flag: flagOverrides[code] ?? code,
      dir: rtlLocales.has(code) ? 'rtl' : 'ltr',
    },
  ]),
) as Record<Locale, LocaleInfo>;

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (locales as readonly string[]).includes(value);
}

/** The public path of `path` (which starts with '/') in `locale`: English has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `href` (a site path, maybe with ?query or #anchor) in `locale`; other links stay as they are. */
export function localizedHref(locale: Locale, href: string): string {
  if (!href.startsWith('/')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return localizedPath(locale, path) + (end === -1 ? '' : href.slice(end));
}

/** The path without its locale prefix: '/de/blog' → '/blog', '/de' → '/', '/blog' → '/blog'. */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname;
  return `/${rest.join('/')}`;
}
