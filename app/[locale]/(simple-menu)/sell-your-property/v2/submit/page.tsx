import { setRequestLocale } from 'next-intl/server';
import { SubmissionConfirmation } from '@/components/sell/submission-confirmation';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/v2/submit'>) =>
  pageMetadata(params, 'SellV2SubmittedPage', '/sell-your-property/v2/submit');

export default async function SellV2SubmittedPage({
  params,
}: PageProps<'/[locale]/sell-your-property/v2/submit'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SubmissionConfirmation namespace="SellV2SubmittedPage" />;
}
