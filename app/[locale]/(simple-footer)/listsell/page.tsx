import { FillImage } from '@/components/content/fill-image';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { CtaBand, FeatureGrid } from '@/components/content/blocks';
import { ContactSection } from '@/components/content/contact-section';
import type { CtaCopy, HeroCopy, Item, SectionCopy } from '@/components/content/types';
import { AppLink } from '@/components/app/client-chrome';
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

type PathCopy = Item & { link: string; imageAlt: string };

export const generateMetadata = ({ params }: PageProps<'/[locale]/listsell'>) =>
  pageMetadata(params, 'ListSellPage', '/listsell');

export default async function ListSellPage({ params }: PageProps<'/[locale]/listsell'>) {
  await enterLocale(params);
  const t = await getTranslations('ListSellPage');
  const paths = t.raw('paths') as SectionCopy & { items: PathCopy[] };
  const proof = t.raw('proof') as SectionCopy & { items: Item[] };

  return (
    <>
      <Hero
        size="compact"
        copy={t.raw('hero') as HeroCopy}
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
                    <AppLink href={path.href} className={styles.cardLink}>
                      {copy.link}
                    </AppLink>
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
      <CtaBand
        copy={t.raw('cta') as CtaCopy}
        action={
          <a href="#send-details" className="button button-primary">
            {t('cta.button')}
          </a>
        }
      />
      <PageFormSection id="send-details" kind="sell" />
      <ContactSection />
    </>
  );
}
