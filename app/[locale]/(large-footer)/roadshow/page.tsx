import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, Paragraphs, Split, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { CountryCards } from '@/components/roadshow/country-cards';
import { countryTourKeys, countryTours } from '@/components/roadshow/tours';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/roadshow'>) =>
  pageMetadata(params, 'RoadshowPage', '/roadshow');

export default async function RoadshowPage({ params }: PageProps<'/[locale]/roadshow'>) {
  await enterLocale(params);
  const t = await getTranslations('RoadshowPage');
  const copy = await getCopy('RoadshowPage');
  const { intro, countries, agenda, consultations, why, faq, cta } = copy;
  const tours = countryTourKeys.flatMap((key) => {
    const copy = countries.items[key];
    return copy ? [{ ...copy, href: countryTours[key].path, image: countryTours[key].image }] : [];
  });

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-roadshow.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#contact', label: t('hero.primary') }}
            secondary={{ href: '#countries', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={copy.stats} />
      <Section copy={intro}>
        <Split image="/images/about.jpg" imageAlt={intro.imageAlt}>
          <Paragraphs items={intro.paragraphs} />
          <Checklist items={intro.points} />
        </Split>
      </Section>
      <Section id="countries" copy={countries} tone="sand">
        <CountryCards items={tours} />
      </Section>
      <Section copy={agenda}>
        <OrderedList look="agenda" items={agenda.items} />
      </Section>
      <Section copy={consultations} tone="sand">
        <OrderedList look="steps" items={consultations.items} />
      </Section>
      <Section copy={why}>
        <FeatureGrid items={why.items} />
      </Section>
      <ContactClosing faq={faq} cta={cta} />
    </>
  );
}
