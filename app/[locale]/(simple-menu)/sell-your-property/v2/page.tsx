import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { SellHero } from '@/components/sell/sell-hero';
import { Section } from '@/components/content/section';
import { FeatureGrid, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { PageFormSection } from '@/components/forms/page-form-section';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/sell-your-property/v2'>) =>
  pageMetadata(params, 'SellV2Page', '/sell-your-property/v2');

export default async function SellV2Page({ params }: PageProps<'/[locale]/sell-your-property/v2'>) {
  await enterLocale(params);
  const t = await getTranslations('SellV2Page');
  const copy = await getCopy('SellV2Page');
  const { reasons, process, faq } = copy;

  return (
    <>
      <SellHero
        copy={copy.hero}
        primary={t('hero.primary')}
        steps={{ href: '#how-it-works', label: t('hero.secondary') }}
      />
      <StatsBand items={copy.stats} />
      <Section copy={reasons}>
        <FeatureGrid items={reasons.items} />
      </Section>
      <Section id="how-it-works" copy={process} tone="sand">
        <OrderedList look="steps" items={process.steps} />
      </Section>
      <PageFormSection id="send-details" kind="sell" redirectTo="/sell-your-property/v2/submit" />
      <ContactClosing faq={faq} cta={copy.cta} faqTone="white" ctaHref="#send-details" />
    </>
  );
}
