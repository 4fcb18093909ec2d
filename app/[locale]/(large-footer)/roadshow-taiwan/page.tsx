import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

const tour = countryTours.taiwan;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-taiwan'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowTaiwanPage({
  params,
}: PageProps<'/[locale]/roadshow-taiwan'>) {
  await enterLocale(params);
  return <CountryRoadshow tour="taiwan" />;
}
