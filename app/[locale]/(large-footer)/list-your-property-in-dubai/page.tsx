import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, Paragraphs, Split } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/list-your-property-in-dubai'>) =>
  pageMetadata(params, 'ListPropertyPage', '/list-your-property-in-dubai');

export default async function ListPropertyPage({
  params,
}: PageProps<'/[locale]/list-your-property-in-dubai'>) {
  await enterLocale(params);
  const t = await getTranslations('ListPropertyPage');
  const copy = await getCopy('ListPropertyPage');
  const { intro, process, landlords, fees, faq } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-sell.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#send-details', label: t('hero.primary') }}
            secondary={{ href: '#landlord-services', label: t('hero.secondary') }}
          />
        }
      />
      <Section copy={intro}>
        <Split image="/images/listing.jpg" imageAlt={intro.imageAlt}>
          <Paragraphs items={intro.paragraphs} />
          <Checklist items={intro.points} />
        </Split>
      </Section>
      <Section copy={process} tone="sand">
        <OrderedList look="steps" items={process.steps} />
      </Section>
      <Section id="landlord-services" copy={landlords}>
        <FeatureGrid items={landlords.items} />
      </Section>
      <Section copy={fees} tone="sand">
        <FeatureGrid items={fees.items} columns={2} />
      </Section>
      <PageFormSection id="send-details" kind="sell" />
      <ContactClosing faq={faq} cta={copy.cta} faqTone="white" ctaHref="#send-details" />
    </>
  );
}
