import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Greeting } from './greeting';

export const metadata = { title: 'Floor', description: 'A bare Next.js and next-intl page.' };

export default async function Page({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Floor');
  return (
    <main>
      <h1>{t('title')}</h1>
      <Greeting />
    </main>
  );
}
