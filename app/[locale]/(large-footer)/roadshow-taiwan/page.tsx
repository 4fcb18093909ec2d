import { setRequestLocale } from 'next-intl/server';
import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';

const tour = countryTours.taiwan;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-taiwan'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowTaiwanPage({
  params,
}: PageProps<'/[locale]/roadshow-taiwan'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <CountryRoadshow tour="taiwan" />;
}
