import { SubmissionConfirmation } from '@/components/sell/submission-confirmation';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/v2/submit'>) =>
  pageMetadata(params, 'SellV2SubmittedPage', '/sell-your-property/v2/submit');

export default async function SellV2SubmittedPage({
  params,
}: PageProps<'/[locale]/sell-your-property/v2/submit'>) {
  await enterLocale(params);
  return <SubmissionConfirmation namespace="SellV2SubmittedPage" />;
}
