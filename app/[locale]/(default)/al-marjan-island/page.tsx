import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { ContactClosing } from '@/components/content/contact-closing';
import { Checklist, FeatureGrid, Paragraphs, Split, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ListingGrid } from '@/components/listings/listing-grid';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { getAdvertisableListings } from '@/lib/listings/store';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

/** Shows listings: made again when staff publish, on other instances within 30 s. */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/al-marjan-island'>) =>
  pageMetadata(params, 'MarjanPage', '/al-marjan-island');

export default async function MarjanPage({ params }: PageProps<'/[locale]/al-marjan-island'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('MarjanPage');
  const copy = await getCopy('MarjanPage');
  const { overview, why, offPlan, suits, risks, faq, cta } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-marjan.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/investment-opportunities', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={copy.stats} />
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
        <OrderedList look="steps" items={offPlan.items} />
      </Section>
      <Section id="who-it-suits" copy={suits} tone="sand">
        <FeatureGrid items={suits.items} columns={2} />
      </Section>
      <Section id="risks" copy={risks}>
        <FeatureGrid items={risks.items} columns={4} />
      </Section>
      <Section copy={copy.listing} tone="sand">
        <ListingGrid
          locale={locale}
          items={(await getAdvertisableListings()).filter(({ area }) => area === 'alMarjanIsland')}
        />
      </Section>
      <ContactClosing faq={faq} cta={cta} faqTone="white" ctaHref={CONTACT_HREF} contact={false} />
    </>
  );
}
