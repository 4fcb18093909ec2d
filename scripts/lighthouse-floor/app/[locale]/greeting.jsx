'use client';
import { useTranslations } from 'next-intl';

export function Greeting() {
  const t = useTranslations('Floor');
  return <p>{t('greeting')}</p>;
}
