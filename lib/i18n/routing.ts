import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { LANGUAGE_COOKIE } from './language-cookie';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The proxy (proxy.ts) owns detection and the cookie; next-intl only builds links.
  localeDetection: false,
  localeCookie: {
    name: LANGUAGE_COOKIE.name,
    maxAge: LANGUAGE_COOKIE.maxAgeSeconds,
    sameSite: 'lax',
  },
  alternateLinks: false,
});
