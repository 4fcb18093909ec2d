import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { Link } from '@/components/navigation/link';
import { contentDates } from '@/lib/pages';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/terms'>) =>
  pageMetadata(params, 'TermsPage', '/terms');

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('TermsPage');
  return (
    <LegalPage namespace="TermsPage" updated={contentDates['/terms']} locale={locale}>
      <Link href="/privacy">{t('related')}</Link>
    </LegalPage>
  );
}
