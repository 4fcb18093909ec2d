import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import { site } from '@/lib/site';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';

/**
 * The copyright line, with "Cookie settings" after it (every footer has this line, so every footer
 * reopens the consent preferences). The year is the build's year; the site is rebuilt on every release.
 */
export async function Copyright() {
  const t = await getTranslations('Footer');
  const consent = await getTranslations('Consent');
  return (
    <p>
      {t('copyright', { year: new Date().getFullYear(), company: isolate(site.name) })}{' '}
      <CookieSettingsButton label={consent('footerLink')} />
    </p>
  );
}
