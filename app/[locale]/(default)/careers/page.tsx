import { getTranslations } from 'next-intl/server';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import {
  Checklist,
  CtaBand,
  Faq,
  FeatureGrid,
  Paragraphs,
  Split,
  StatsBand,
  Steps,
} from '@/components/content/blocks';
import type { FaqItem, HeroCopy, Item, SectionCopy, Stat } from '@/components/content/types';
import { JobList, type Job } from '@/components/careers/job-list';
import { site } from '@/lib/site';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/careers'>) =>
  pageMetadata(params, 'CareersPage', '/careers');

export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  await enterLocale(params);
  const t = await getTranslations('CareersPage');
  const life = t.raw('life') as SectionCopy & {
    paragraphs: string[];
    points: string[];
    imageAlt: string;
  };
  const benefits = t.raw('benefits') as SectionCopy & { items: Item[] };
  const openings = t.raw('openings') as SectionCopy & { jobs: Job[] };
  const process = t.raw('process') as SectionCopy & { items: Item[] };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };
  const openApplication = `mailto:${site.careersEmail}?subject=${encodeURIComponent(t('apply.subject'))}`;

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
        image="/images/hero-careers.jpg"
        actions={
          <HeroLinks
            primary={{ href: '#openings', label: t('hero.primary') }}
            secondary={{ href: '#apply', label: t('hero.secondary') }}
          />
        }
      />
      <Section id="life" copy={life}>
        <Split image="/images/about.jpg" imageAlt={life.imageAlt}>
          <Paragraphs items={life.paragraphs} />
          <Checklist items={life.points} />
        </Split>
      </Section>
      <StatsBand items={t.raw('stats') as Stat[]} />
      <Section id="benefits" copy={benefits} tone="sand">
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section id="openings" copy={openings}>
        <JobList jobs={openings.jobs} />
      </Section>
      <Section id="hiring-process" copy={process} tone="sand">
        <Steps items={process.items} />
      </Section>
      <Section id="faq" copy={faq}>
        <Faq items={faq.items} />
      </Section>
      <PageFormSection
        id="apply"
        kind="career"
        positions={openings.jobs.map((job) => job.title)}
        tone="white"
      />
      <CtaBand
        copy={t.raw('apply') as { title: string; text: string }}
        action={
          <a href={openApplication} className="button button-primary">
            {t('apply.button')}
          </a>
        }
      />
    </>
  );
}
