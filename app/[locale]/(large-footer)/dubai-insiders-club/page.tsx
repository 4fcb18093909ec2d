import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, Paragraphs, Split, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { MemberQuotes } from '@/components/club/member-quotes';
import { PriceCard } from '@/components/club/price-card';
import { SpotButton } from '@/components/spot/spot-button';
import { SpotHost } from '@/components/spot/spot-host';
import { ClientMessages } from '@/components/app/client-messages';
import { spotNamespaces } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/dubai-insiders-club'>) =>
  pageMetadata(params, 'ClubPage', '/dubai-insiders-club');

export default async function ClubPage({ params }: PageProps<'/[locale]/dubai-insiders-club'>) {
  await enterLocale(params);
  const t = await getTranslations('ClubPage');
  const copy = await getCopy('ClubPage');
  const { about, audience, benefits, steps, price, quotes, faq, cta } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-club.jpg"
        actions={
          <>
            <SpotButton>{t('hero.primary')}</SpotButton>
            <a href="#included" className="button button-secondary">
              {t('hero.secondary')}
            </a>
          </>
        }
      />
      <StatsBand items={copy.stats} />
      <Section copy={about}>
        <Split image="/images/club-lounge.jpg" imageAlt={about.imageAlt}>
          <Paragraphs items={about.paragraphs} />
          <Checklist items={about.points} />
        </Split>
      </Section>
      <Section copy={audience} tone="sand">
        <FeatureGrid items={audience.items} columns={2} />
      </Section>
      <Section id="included" copy={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section copy={steps} tone="sand">
        <OrderedList look="steps" items={steps.items} />
      </Section>
      <Section copy={price}>
        <PriceCard
          copy={{ points: price.points, note: price.note }}
          action={<SpotButton>{price.button}</SpotButton>}
        />
      </Section>
      <Section copy={quotes} tone="sand">
        <MemberQuotes items={quotes.items} />
      </Section>
      <ContactClosing faq={faq} cta={cta} faqTone="white" modal="spot" />
      <ClientMessages namespaces={spotNamespaces}>
        <SpotHost />
      </ClientMessages>
    </>
  );
}
