import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { Checklist, FeatureGrid, Paragraphs, Split, StatsBand } from '@/components/content/blocks';
import { ListingGrid } from '@/components/listings/listing-grid';
import { ArticleCards } from '@/components/content/article-card';
import { ContactSection } from '@/components/content/contact-section';
import { Link } from '@/components/navigation/link';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { getAdvertisableListings } from '@/lib/listings/store';
import { getArticlesIn } from '@/lib/articles/store';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';
import styles from '@/components/content/content.module.css';

/** Shows listings: made again when staff publish, on other instances within 30 s. */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]'>) =>
  pageMetadata(params, 'HomePage', '/');

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('HomePage');
  const copy = await getCopy('HomePage');
  const { about, services } = copy;
  // The newest three published in this language (lib/articles/store.ts).
  const articles = (await getArticlesIn(locale)).slice(0, 3);

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-home.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/properties', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={copy.stats} />
      <Section id="about" copy={about}>
        <Split image="/images/about.jpg" imageAlt={about.imageAlt}>
          <Paragraphs items={about.paragraphs} />
          <Checklist items={about.points} />
        </Split>
      </Section>
      <Section id="services" copy={services} tone="sand">
        <FeatureGrid items={services.items} />
      </Section>
      <Section copy={copy.featured}>
        <ListingGrid locale={locale} items={(await getAdvertisableListings()).slice(0, 3)} />
        <p className={styles.actions}>
          <Link href="/properties" className="button button-dark">
            {t('featured.link')}
          </Link>
        </p>
      </Section>
      <LinkCtaBand copy={copy.compass} href="/investment-compass" label={t('compass.button')} />
      {articles.length > 0 && (
        <Section copy={copy.blog}>
          <ArticleCards articles={articles} />
        </Section>
      )}
      <ContactSection />
    </>
  );
}
