import { FillImage } from '@/components/content/fill-image';
import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { FeatureGrid } from '@/components/content/blocks';
import { ContactSection } from '@/components/content/contact-section';
import { Link } from '@/components/navigation/link';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/content/content.module.css';
import sellStyles from '@/components/sell/sell.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';

/** Where each path card leads, in the order of `ListSellPage.paths.items`. */
const PATHS = [
  { href: '/sell-your-property', image: '/images/hero-sell.jpg' },
  { href: '/list-your-property-in-dubai', image: '/images/listing.jpg' },
] as const;

export const generateMetadata = ({ params }: PageProps<'/[locale]/listsell'>) =>
  pageMetadata(params, 'ListSellPage', '/listsell');

export default async function ListSellPage({ params }: PageProps<'/[locale]/listsell'>) {
  await enterLocale(params);
  const t = await getTranslations('ListSellPage');
  const copy = await getCopy('ListSellPage');
  const { paths, proof } = copy;

  return (
    <>
      <Hero
        size="compact"
        copy={copy.hero}
        image="/images/hero-sell.jpg"
        actions={
          <a href="#send-details" className="button button-primary">
            {t('hero.primary')}
          </a>
        }
      />
      <Section copy={paths}>
        <ul className={`${styles.cards} ${sellStyles.paths}`}>
          {PATHS.map((path, index) => {
            const copy = paths.items[index];
            if (!copy) return null;
            return (
              <li key={path.href}>
                <article className={styles.card}>
                  <div className={styles.cardMedia}>
                    <FillImage
                      src={path.image}
                      alt={copy.imageAlt}
                      sizes="(max-width: 640px) 100vw, 600px"
                    />
                  </div>
                  <div className={styles.cardBody}>
                    <h3>{copy.title}</h3>
                    <p>{copy.text}</p>
                    <Link href={path.href} className={styles.cardLink}>
                      {copy.link}
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section copy={proof} tone="sand">
        <FeatureGrid items={proof.items} />
      </Section>
      <LinkCtaBand copy={copy.cta} href="#send-details" label={t('cta.button')} />
      <PageFormSection id="send-details" kind="sell" />
      <ContactSection />
    </>
  );
}
