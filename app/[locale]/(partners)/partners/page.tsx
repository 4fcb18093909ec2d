import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { ContactClosing } from '@/components/content/contact-closing';
import { Checklist, FeatureGrid, Stats } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import sellStyles from '@/components/sell/sell.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/partners'>) =>
  pageMetadata(params, 'PartnersPage', '/partners');

export default async function PartnersPage({ params }: PageProps<'/[locale]/partners'>) {
  await enterLocale(params);
  const t = await getTranslations('PartnersPage');
  const copy = await getCopy('PartnersPage');
  const { who, how, terms, benefits, faq } = copy;
  const joinHref = '#join';

  return (
    <>
      <Hero
        size="compact"
        copy={copy.hero}
        image="/images/hero-partners.jpg"
        actions={
          <HeroLinks
            primary={{ href: joinHref, label: t('hero.primary') }}
            secondary={{ href: '#contact', label: t('hero.secondary') }}
          />
        }
      />
      <Section copy={who}>
        <FeatureGrid items={who.items} columns={4} />
      </Section>
      <Section copy={how} tone="sand">
        <OrderedList look="steps" items={how.steps} />
      </Section>
      <Section copy={terms} tone="navy">
        <Stats items={terms.stats} />
        <div className={sellStyles.afterStats}>
          <Checklist items={terms.points} />
        </div>
      </Section>
      <Section copy={benefits}>
        <FeatureGrid items={benefits.items} columns={2} />
      </Section>
      <ContactClosing
        faq={faq}
        form={<PageFormSection id="join" kind="partner" tone="white" />}
        cta={{ ...copy.cta, button: t('cta.button') }}
        ctaHref={joinHref}
      />
    </>
  );
}
