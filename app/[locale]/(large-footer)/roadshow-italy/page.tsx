import { setRequestLocale } from 'next-intl/server';
import { CountryRoadshow } from '@/components/roadshow/country-roadshow';
import { countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/locales';

const tour = countryTours.italy;

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow-italy'>) =>
  pageMetadata(params, tour.namespace, tour.path);

export default async function RoadshowItalyPage({ params }: PageProps<'/[locale]/roadshow-italy'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <CountryRoadshow tour="italy" />;
}
