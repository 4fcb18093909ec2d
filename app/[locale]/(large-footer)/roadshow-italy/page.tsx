import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

const tour = countryTours.italy;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-italy'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowItalyPage({ params }: PageProps<'/[locale]/roadshow-italy'>) {
  await enterLocale(params);
  return <CountryRoadshow tour="italy" />;
}
