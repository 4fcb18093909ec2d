/** The visitor's chosen language: read by the proxy at `/`, written by the selector and by detection. */
export const LANGUAGE_COOKIE = {
  name: 'i18n_language',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  /** Secure only when configured: the site may be served over plain HTTP on a LAN or in tests. */
  secure: process.env.NEXT_PUBLIC_COOKIE_SECURE === 'true',
} as const;

/** `document.cookie` assignment string for the language the visitor picked. */
function languageCookieString(locale: string): string {
  const parts = [
    `${LANGUAGE_COOKIE.name}=${encodeURIComponent(locale)}`,
    `Max-Age=${LANGUAGE_COOKIE.maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (LANGUAGE_COOKIE.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Remembers the language the visitor picked in the selector (browser only). */
export function rememberLanguage(locale: string) {
  document.cookie = languageCookieString(locale);
}
