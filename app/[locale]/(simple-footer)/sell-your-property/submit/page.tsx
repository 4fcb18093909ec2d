import { setRequestLocale } from 'next-intl/server';
import { SubmissionConfirmation } from '@/components/sell/submission-confirmation';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/submit'>) =>
  pageMetadata(params, 'SellSubmittedPage', '/sell-your-property/submit');

export default async function SellSubmittedPage({
  params,
}: PageProps<'/[locale]/sell-your-property/submit'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SubmissionConfirmation namespace="SellSubmittedPage" />;
}
