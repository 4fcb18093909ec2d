import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

const tour = countryTours.taiwan;

/**
 * Prerendered in every language and regenerated at most every 30 s: an event published, edited
 * or unpublished, or a speaker edited, shows at once on the instance that took it
 * (lib/content/revalidate.ts), on every other within this; a seminar that has ended leaves by
 * itself.
 */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-taiwan'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowTaiwanPage({
  params,
}: PageProps<'/[locale]/roadshow-taiwan'>) {
  await enterLocale(params);
  return <CountryRoadshow tour="taiwan" />;
}
