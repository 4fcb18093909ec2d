import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, Split, Stats, Steps } from '@/components/content/blocks';
import { ContactClosing } from '@/components/content/contact-closing';
import type {
  CtaCopy,
  FaqItem,
  HeroCopy,
  Item,
  SectionCopy,
  Stat,
} from '@/components/content/types';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property'>) =>
  pageMetadata(params, 'SellPage', '/sell-your-property');

export default async function SellPage({ params }: PageProps<'/[locale]/sell-your-property'>) {
  await enterLocale(params);
  const t = await getTranslations('SellPage');
  const services = t.raw('services') as SectionCopy & { items: Item[] };
  const process = t.raw('process') as SectionCopy & { steps: Item[] };
  const timeline = t.raw('timeline') as SectionCopy & { stats: Stat[] };
  const costs = t.raw('costs') as SectionCopy & { items: Item[] };
  const documents = t.raw('documents') as SectionCopy & { items: string[]; imageAlt: string };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };

  return (
    <>
      <Hero
        size="compact"
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-sell.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#send-details', label: t('hero.primary') }}
            secondary={{ href: '#process', label: t('hero.secondary') }}
          />
        }
      />
      <Section copy={services}>
        <FeatureGrid items={services.items} />
      </Section>
      <Section id="process" copy={process} tone="sand">
        <Steps items={process.steps} />
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
      <ContactClosing
        faq={faq}
        cta={t.raw('cta') as CtaCopy}
        faqTone="white"
        ctaHref="#send-details"
      />
    </>
  );
}
