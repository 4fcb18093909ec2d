import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { CtaBand, Faq, FeatureGrid, StatsBand, Steps } from '@/components/content/blocks';
import type {
  CtaCopy,
  FaqItem,
  HeroCopy,
  Item,
  SectionCopy,
  Stat,
} from '@/components/content/types';
import { AreaCards, type Area } from '@/components/invest/area-cards';
import { AppLink } from '@/components/app/client-chrome';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/invest-in-dubai'>) =>
  pageMetadata(params, 'InvestPage', '/invest-in-dubai');

export default async function InvestPage({ params }: PageProps<'/[locale]/invest-in-dubai'>) {
  await enterLocale(params);
  const t = await getTranslations('InvestPage');
  const why = t.raw('why') as SectionCopy & { items: Item[] };
  const costs = t.raw('costs') as SectionCopy & { items: Item[] };
  const areas = t.raw('areas') as SectionCopy & {
    profileLabel: string;
    yieldLabel: string;
    items: Area[];
  };
  const process = t.raw('process') as SectionCopy & { items: Item[] };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };
  const cta = t.raw('cta') as CtaCopy;

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-invest.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/investment-opportunities', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={t.raw('stats') as Stat[]} />
      <Section id="why-dubai" copy={why}>
        <FeatureGrid items={why.items} />
      </Section>
      <Section id="costs" copy={costs} tone="sand">
        <FeatureGrid items={costs.items} />
      </Section>
      <Section id="areas" copy={areas}>
        <AreaCards
          items={areas.items}
          profileLabel={areas.profileLabel}
          yieldLabel={areas.yieldLabel}
        />
      </Section>
      <Section id="process" copy={process} tone="navy">
        <Steps items={process.items} />
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
