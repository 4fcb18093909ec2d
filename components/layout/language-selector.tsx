import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, localeInfo } from '@/lib/i18n/locales';
import { LanguageMenu } from './language-menu';

/**
 * The header's language menu. Its label is formatted here, on the server, so the browser needs
 * neither the LanguageSelector messages nor a message formatter for it.
 */
export async function LanguageSelector({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('LanguageSelector');
  const locale = await getLocale();
  const { name } = localeInfo[isLocale(locale) ? locale : defaultLocale];
  return <LanguageMenu tone={tone} label={t('label', { language: name })} />;
}
