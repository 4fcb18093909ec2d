import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import { site } from '@/lib/site';

/** The copyright line; the year is the build's year, and the site is rebuilt on every release. */
export async function Copyright() {
  const t = await getTranslations('Footer');
  return <p>{t('copyright', { year: new Date().getFullYear(), company: isolate(site.name) })}</p>;
}
