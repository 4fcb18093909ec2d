import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { CtaBand, FeatureGrid, Paragraphs } from '@/components/content/blocks';
import { ListingBrowser } from '@/components/listings/listing-browser';
import { listingCards } from '@/components/listings/card-data';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { CtaCopy, HeroCopy, Item, SectionCopy } from '@/components/content/types';
import { AppLink } from '@/components/navigation/app-link';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/properties'>) =>
  pageMetadata(params, 'PropertiesPage', '/properties');

export default async function PropertiesPage({ params }: PageProps<'/[locale]/properties'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('PropertiesPage');
  const intro = t.raw('intro') as SectionCopy & { paragraphs: string[] };
  const badges = t.raw('badges') as SectionCopy & { items: Item[] };
  const cta = t.raw('cta') as CtaCopy;

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-properties.jpg"
        actions={
          <AppLink href={CONTACT_HREF} className="button button-primary">
            {t('hero.primary')}
          </AppLink>
        }
      />
      <Section id="selection" copy={intro}>
        <Paragraphs items={intro.paragraphs} />
      </Section>
      <Section id="listings" copy={t.raw('grid') as SectionCopy} tone="sand">
        <ClientMessages namespaces={['Listings']}>
          <ListingBrowser cards={await listingCards(locale)} />
        </ClientMessages>
      </Section>
      <CtaBand
        copy={cta}
        action={
          <AppLink href={CONTACT_HREF} className="button button-primary">
            {cta.button}
          </AppLink>
        }
      />
      <Section id="off-plan-or-ready" copy={badges}>
        <FeatureGrid items={badges.items} columns={2} />
      </Section>
    </>
  );
}
