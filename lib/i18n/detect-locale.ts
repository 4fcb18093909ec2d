import { defaultLocale, isLocale, type Locale } from './locales';

type Preference = { tag: string; q: number; order: number };

function parseAcceptLanguage(header: string): Preference[] {
  return header
    .split(',')
    .map((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: rawTag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((p) => p.tag && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/** The best supported locale for an `Accept-Language` header (q-values honoured, `de-CH` → de). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const { tag } of parseAcceptLanguage(header)) {
    const base = tag.split('-')[0];
    // `iw` is the legacy code some browsers still send for Hebrew.
    const candidate = base === 'iw' ? 'he' : base;
    if (isLocale(candidate)) return candidate;
  }
  return undefined;
}

/** docs/design.md §3 rule 2: a cookie naming a supported locale, else the browser, else en. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null) {
  if (isLocale(cookieValue)) return { locale: cookieValue, fromBrowser: false };
  const fromHeader = localeFromAcceptLanguage(acceptLanguage);
  return fromHeader
    ? { locale: fromHeader, fromBrowser: true }
    : { locale: defaultLocale, fromBrowser: false };
}
