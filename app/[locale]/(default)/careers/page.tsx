import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { ContactClosing } from '@/components/content/contact-closing';
import { Checklist, FeatureGrid, Paragraphs, Split, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { JobList } from '@/components/careers/job-list';
import { site } from '@/lib/site';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/careers'>) =>
  pageMetadata(params, 'CareersPage', '/careers');

export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  await enterLocale(params);
  const t = await getTranslations('CareersPage');
  const copy = await getCopy('CareersPage');
  const { life, benefits, openings, process, faq } = copy;
  const openApplication = `mailto:${site.careersEmail}?subject=${encodeURIComponent(t('apply.subject'))}`;

  return (
    <>
      <Hero
        copy={copy.hero}
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
      <StatsBand items={copy.stats} />
      <Section id="benefits" copy={benefits} tone="sand">
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section id="openings" copy={openings}>
        <JobList jobs={openings.jobs} />
      </Section>
      <Section id="hiring-process" copy={process} tone="sand">
        <OrderedList look="steps" items={process.items} />
      </Section>
      <ContactClosing
        faq={faq}
        faqTone="white"
        form={
          <PageFormSection
            id="apply"
            kind="career"
            positions={openings.jobs.map((job) => job.title)}
            tone="white"
          />
        }
        cta={{ ...copy.apply, button: t('apply.button') }}
        ctaHref={openApplication}
        contact={false}
      />
    </>
  );
}
