import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { PhoneIcon } from '@/components/icons/icons';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import styles from '@/components/content/content.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/he-lp'>) =>
  pageMetadata(params, 'HebrewLandingPage', '/he-lp');

export default async function HebrewLandingPage({ params }: PageProps<'/[locale]/he-lp'>) {
  await enterLocale(params);
  const t = await getTranslations('HebrewLandingPage');
  const copy = await getCopy('HebrewLandingPage');
  const { why, process, meetings, faq, cta } = copy;
  const bookLink = (
    <a href="#contact" className="button button-primary">
      {cta.button}
    </a>
  );

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-hebrew.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#contact', label: t('hero.primary') }}
            secondary={{ href: '#process', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={copy.stats} />
      <Section copy={why}>
        <FeatureGrid items={why.items} />
      </Section>
      <Section id="process" copy={process} tone="sand">
        <OrderedList look="steps" items={process.items} />
      </Section>
      <Section copy={meetings}>
        <Checklist items={meetings.dates} />
        <p>{meetings.text}</p>
        <div className={styles.actions}>
          {bookLink}
          <a href={site.israelPhone.href} className="button button-dark">
            <PhoneIcon size={18} />
            <span>{meetings.call}</span>
            <bdi dir="ltr">{site.israelPhone.display}</bdi>
          </a>
        </div>
      </Section>
      <ContactClosing faq={faq} cta={cta} />
    </>
  );
}
