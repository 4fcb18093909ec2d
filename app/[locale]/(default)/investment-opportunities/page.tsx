import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { Checklist } from '@/components/content/blocks';
import { ListingGrid } from '@/components/listings/listing-grid';
import { OpportunityCards } from '@/components/invest/opportunity-cards';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { getAdvertisableListings } from '@/lib/listings/store';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

/** Shows listings: made again when staff publish, on other instances within 30 s. */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/investment-opportunities'>) =>
  pageMetadata(params, 'OpportunitiesPage', '/investment-opportunities');

export default async function OpportunitiesPage({
  params,
}: PageProps<'/[locale]/investment-opportunities'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('OpportunitiesPage');
  const copy = await getCopy('OpportunitiesPage');
  const { types, selection, cta } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-opportunities.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/properties', label: t('hero.secondary') }}
          />
        }
      />
      <Section id="opportunities" copy={types}>
        <OpportunityCards
          items={types.items}
          suitsLabel={types.suitsLabel}
          links={{ alMarjan: { href: '/al-marjan-island', label: types.linkLabel } }}
        />
      </Section>
      <Section id="selection" copy={selection} tone="sand">
        <Checklist items={selection.points} />
      </Section>
      <Section id="listings" copy={copy.listings}>
        <ListingGrid locale={locale} items={(await getAdvertisableListings()).slice(0, 6)} />
      </Section>
      <LinkCtaBand copy={cta} href={CONTACT_HREF} label={cta.button} />
    </>
  );
}
