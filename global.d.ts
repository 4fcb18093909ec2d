import type { Locale } from '@/lib/i18n/locales';
import type { KeyedMessages } from '@/lib/i18n/messages';

// next-intl checks every message key, namespace and locale against these (English is the source).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: KeyedMessages;
  }
}
