import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { FeatureGrid, StatsBand, Steps } from '@/components/content/blocks';
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

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/v2'>) =>
  pageMetadata(params, 'SellV2Page', '/sell-your-property/v2');

export default async function SellV2Page({ params }: PageProps<'/[locale]/sell-your-property/v2'>) {
  await enterLocale(params);
  const t = await getTranslations('SellV2Page');
  const reasons = t.raw('reasons') as SectionCopy & { items: Item[] };
  const process = t.raw('process') as SectionCopy & { steps: Item[] };
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
            secondary={{ href: '#how-it-works', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={t.raw('stats') as Stat[]} />
      <Section copy={reasons}>
        <FeatureGrid items={reasons.items} />
      </Section>
      <Section id="how-it-works" copy={process} tone="sand">
        <Steps items={process.steps} />
      </Section>
      <PageFormSection id="send-details" kind="sell" redirectTo="/sell-your-property/v2/submit" />
      <ContactClosing
        faq={faq}
        cta={t.raw('cta') as CtaCopy}
        faqTone="white"
        ctaHref="#send-details"
      />
    </>
  );
}
