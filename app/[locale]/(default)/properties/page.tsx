import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { FeatureGrid, Paragraphs } from '@/components/content/blocks';
import { ListingBrowser } from '@/components/listings/listing-browser';
import { filterFacts } from '@/lib/listings/filters';
import { listingCards } from '@/components/listings/card-data';
import { Area, Price } from '@/components/listings/amounts';
import { ListingCard } from '@/components/listings/listing-card';
import { ListingWordsIsland } from '@/components/listings/listing-words-server';
import { Link } from '@/components/navigation/link';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

/** Shows listings: made again when staff publish, on other instances within 30 s. */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/properties'>) =>
  pageMetadata(params, 'PropertiesPage', '/properties');

export default async function PropertiesPage({ params }: PageProps<'/[locale]/properties'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('PropertiesPage');
  const copy = await getCopy('PropertiesPage');
  const { intro, badges, cta } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-properties.jpg"
        actions={
          <Link href={CONTACT_HREF} className="button button-primary">
            {t('hero.primary')}
          </Link>
        }
      />
      <Section id="selection" copy={intro}>
        <Paragraphs items={intro.paragraphs} />
      </Section>
      <Section id="listings" copy={copy.grid} tone="sand">
        <ListingWordsIsland locale={locale}>
          <ListingBrowser
            cards={(await listingCards(locale)).map((card, index) => ({
              ...filterFacts(card),
              slug: card.slug,
              card: (
                <ListingCard
                  card={card}
                  priority={index < 3}
                  price={<Price aed={card.priceAed} from={card.status === 'offPlan'} />}
                  size={<Area sqft={card.sizeSqft} />}
                />
              ),
            }))}
          />
        </ListingWordsIsland>
      </Section>
      <LinkCtaBand copy={cta} href={CONTACT_HREF} label={cta.button} />
      <Section id="off-plan-or-ready" copy={badges}>
        <FeatureGrid items={badges.items} columns={2} />
      </Section>
    </>
  );
}
