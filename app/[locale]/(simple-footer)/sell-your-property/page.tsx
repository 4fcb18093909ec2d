import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { SellHero } from '@/components/sell/sell-hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, Split, Stats } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property'>) =>
  pageMetadata(params, 'SellPage', '/sell-your-property');

export default async function SellPage({ params }: PageProps<'/[locale]/sell-your-property'>) {
  await enterLocale(params);
  const t = await getTranslations('SellPage');
  const copy = await getCopy('SellPage');
  const { services, process, timeline, costs, documents, faq } = copy;

  return (
    <>
      <SellHero
        copy={copy.hero}
        primary={t('hero.primary')}
        steps={{ href: '#process', label: t('hero.secondary') }}
      />
      <Section copy={services}>
        <FeatureGrid items={services.items} />
      </Section>
      <Section id="process" copy={process} tone="sand">
        <OrderedList look="steps" items={process.steps} />
      </Section>
      <Section copy={timeline} tone="navy">
        <Stats items={timeline.stats} />
      </Section>
      <Section copy={costs}>
        <FeatureGrid items={costs.items} columns={2} />
      </Section>
      <Section copy={documents} tone="sand">
        <Split image="/images/listing.jpg" imageAlt={documents.imageAlt}>
          <Checklist items={documents.items} />
        </Split>
      </Section>
      <PageFormSection id="send-details" kind="sell" redirectTo="/sell-your-property/submit" />
      <ContactClosing faq={faq} cta={copy.cta} faqTone="white" ctaHref="#send-details" />
    </>
  );
}
