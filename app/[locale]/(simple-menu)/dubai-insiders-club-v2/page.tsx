import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { Comparison } from '@/components/club/comparison';
import { PriceCard } from '@/components/club/price-card';
import { SpotButton } from '@/components/spot/spot-button';
import { SpotHost } from '@/components/spot/spot-host';
import { ClientMessages } from '@/components/app/client-messages';
import { spotNamespaces } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/seo';
import clubStyles from '@/components/club/club.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/dubai-insiders-club-v2'>) =>
  pageMetadata(params, 'ClubV2Page', '/dubai-insiders-club-v2');

export default async function ClubV2Page({
  params,
}: PageProps<'/[locale]/dubai-insiders-club-v2'>) {
  await enterLocale(params);
  const t = await getTranslations('ClubV2Page');
  const copy = await getCopy('ClubV2Page');
  const { benefits, timeline, comparison, faq, cta } = copy;
  const bookLink = <SpotButton>{cta.button}</SpotButton>;

  return (
    <>
      <Hero
        size="compact"
        copy={copy.hero}
        image="/images/hero-club.jpg"
        actions={<SpotButton>{t('hero.primary')}</SpotButton>}
      />
      <Section copy={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section copy={timeline} tone="sand">
        <OrderedList look="timeline" items={timeline.items} />
      </Section>
      <Section copy={comparison}>
        <div className={clubStyles.stack}>
          <Comparison own={comparison.own} member={comparison.member} />
          <PriceCard copy={copy.price} action={bookLink} />
        </div>
      </Section>
      <ContactClosing faq={faq} cta={cta} modal="spot" />
      <ClientMessages namespaces={spotNamespaces}>
        <SpotHost />
      </ClientMessages>
    </>
  );
}
