import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, localeInfo } from '@/lib/i18n/locales';
import { LanguageMenu } from '@/components/layout/language-menu';

/**
 * The header's language menu. Its label is formatted here, on the server, so the browser needs
 * neither the LanguageSelector messages nor a message formatter for it.
 */
export async function LanguageSelector({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('LanguageSelector');
  const locale = await getLocale();
  const current = isLocale(locale) ? locale : defaultLocale;
  const label = t('label', { language: localeInfo[current].name });
  return <LanguageMenu tone={tone} current={current} label={label} />;
}
