import { setRequestLocale } from 'next-intl/server';
import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';

const tour = countryTours.germany;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-germany'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowGermanyPage({
  params,
}: PageProps<'/[locale]/roadshow-germany'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <CountryRoadshow tour="germany" />;
}
