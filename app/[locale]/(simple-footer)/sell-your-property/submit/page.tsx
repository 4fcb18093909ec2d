import { SubmissionConfirmation } from '@/components/sell/submission-confirmation';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/submit'>) =>
  pageMetadata(params, 'SellSubmittedPage', '/sell-your-property/submit');

export default async function SellSubmittedPage({
  params,
}: PageProps<'/[locale]/sell-your-property/submit'>) {
  await enterLocale(params);
  return <SubmissionConfirmation namespace="SellSubmittedPage" />;
}
