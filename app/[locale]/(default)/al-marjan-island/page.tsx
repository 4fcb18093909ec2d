import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import {
  Checklist,
  CtaBand,
  Faq,
  FeatureGrid,
  Paragraphs,
  Split,
  StatsBand,
  Steps,
} from '@/components/content/blocks';
import { ListingGrid } from '@/components/listings/listing-grid';
import type {
  CtaCopy,
  FaqItem,
  HeroCopy,
  Item,
  SectionCopy,
  Stat,
} from '@/components/content/types';
import { AppLink } from '@/components/navigation/app-link';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { listings } from '@/lib/listings';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/al-marjan-island'>) =>
  pageMetadata(params, 'MarjanPage', '/al-marjan-island');

const islandListings = listings.filter((listing) => listing.area === 'alMarjanIsland');

export default async function MarjanPage({ params }: PageProps<'/[locale]/al-marjan-island'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('MarjanPage');
  const overview = t.raw('overview') as SectionCopy & {
    paragraphs: string[];
    points: string[];
    imageAlt: string;
  };
  const why = t.raw('why') as SectionCopy & { items: Item[] };
  const offPlan = t.raw('offPlan') as SectionCopy & { items: Item[] };
  const suits = t.raw('suits') as SectionCopy & { items: Item[] };
  const risks = t.raw('risks') as SectionCopy & { items: Item[] };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };
  const cta = t.raw('cta') as CtaCopy;

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-marjan.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/investment-opportunities', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={t.raw('stats') as Stat[]} />
      <Section id="overview" copy={overview}>
        <Split image="/images/property-5.jpg" imageAlt={overview.imageAlt}>
          <Paragraphs items={overview.paragraphs} />
          <Checklist items={overview.points} />
        </Split>
      </Section>
      <Section id="why-marjan" copy={why} tone="sand">
        <FeatureGrid items={why.items} columns={4} />
      </Section>
      <Section id="off-plan" copy={offPlan}>
        <Steps items={offPlan.items} />
      </Section>
      <Section id="who-it-suits" copy={suits} tone="sand">
        <FeatureGrid items={suits.items} columns={2} />
      </Section>
      <Section id="risks" copy={risks}>
        <FeatureGrid items={risks.items} columns={4} />
      </Section>
      <Section copy={t.raw('listing') as SectionCopy} tone="sand">
        <ListingGrid locale={locale} items={islandListings} />
      </Section>
      <Section id="faq" copy={faq}>
        <Faq items={faq.items} />
      </Section>
      <CtaBand
        copy={cta}
        action={
          <AppLink href={CONTACT_HREF} className="button button-primary">
            {cta.button}
          </AppLink>
        }
      />
    </>
  );
}
