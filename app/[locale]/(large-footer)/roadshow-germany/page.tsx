import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

const tour = countryTours.germany;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-germany'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowGermanyPage({
  params,
}: PageProps<'/[locale]/roadshow-germany'>) {
  await enterLocale(params);
  return <CountryRoadshow tour="germany" />;
}
