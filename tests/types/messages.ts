/**
 * Checked by `npm run typecheck`, never run: each line below must fail to compile, so a change that
 * stops the compiler from checking message keys, namespaces or locales fails the type check.
 */
import { getTranslations } from 'next-intl/server';
import { useLocale } from 'next-intl';
import { getCopy } from '@/lib/i18n/copy';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { pickMessages } from '@/lib/i18n/client-messages';

export async function misspeltKeys(params: Promise<{ locale: string }>) {
  const t = await getTranslations('RequestCall');
  // @ts-expect-error a misspelt key
  t('phnoe');
  const home = await getTranslations('HomePage');
  // @ts-expect-error a misspelt key under a namespace that holds lists
  home('hero.primray');
  // @ts-expect-error a misspelt namespace
  await getTranslations('RequestCal');
  const copy = await getCopy('HomePage');
  // @ts-expect-error a misspelt entry of structured copy
  void copy.heor;
  // @ts-expect-error a namespace without `meta` cannot title a page
  await pageMetadata(params, 'FieldErrors', '/');
  // @ts-expect-error a namespace sent to the browser must exist
  await pickMessages(['Network', 'Netwrok']);
}

export function useTypedLocale(): Locale {
  return useLocale();
}
