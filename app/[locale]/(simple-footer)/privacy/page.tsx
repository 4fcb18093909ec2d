import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { StorageTable } from '@/components/legal/storage-table';
import { Link } from '@/components/navigation/link';
import { contentDates } from '@/lib/pages';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/privacy'>) =>
  pageMetadata(params, 'PrivacyPage', '/privacy');

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('PrivacyPage');
  return (
    // Section 4, "Cookies and local storage", ends with the list of every item the site writes.
    <LegalPage
      namespace="PrivacyPage"
      updated={contentDates['/privacy']}
      locale={locale}
      sectionExtras={{ 3: <StorageTable /> }}
    >
      <Link href="/terms">{t('related')}</Link>
    </LegalPage>
  );
}
