import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import {
  Checklist,
  CtaBand,
  Faq,
  FeatureGrid,
  StatsBand,
  Steps,
} from '@/components/content/blocks';
import { ContactSection } from '@/components/content/contact-section';
import type {
  CtaCopy,
  FaqItem,
  HeroCopy,
  Item,
  SectionCopy,
  Stat,
} from '@/components/content/types';
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
  const why = t.raw('why') as SectionCopy & { items: Item[] };
  const process = t.raw('process') as SectionCopy & { items: Item[] };
  const meetings = t.raw('meetings') as SectionCopy & {
    dates: string[];
    text: string;
    call: string;
  };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };
  const cta = t.raw('cta') as CtaCopy;
  const bookLink = (
    <a href="#contact" className="button button-primary">
      {cta.button}
    </a>
  );

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-hebrew.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#contact', label: t('hero.primary') }}
            secondary={{ href: '#process', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={t.raw('stats') as Stat[]} />
      <Section copy={why}>
        <FeatureGrid items={why.items} />
      </Section>
      <Section id="process" copy={process} tone="sand">
        <Steps items={process.items} />
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
      <Section copy={faq} tone="sand">
        <Faq items={faq.items} />
      </Section>
      <CtaBand copy={cta} action={bookLink} />
      <ContactSection />
    </>
  );
}
