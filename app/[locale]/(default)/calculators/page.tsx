import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { MortgageCalculator, YieldCalculator } from '@/components/calculators/lazy-calculators';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages } from '@/lib/i18n/client-messages';
import { enterLocale } from '@/lib/i18n/request-locale';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]/calculators'>) =>
  pageMetadata(params, 'CalculatorsPage', '/calculators');

/** A typical two-bedroom apartment, so the figures mean something before the visitor types. */
const example = { priceAed: 2_000_000, annualRentAed: 140_000, serviceChargesAed: 20_000 };

export default async function CalculatorsPage({ params }: PageProps<'/[locale]/calculators'>) {
  await enterLocale(params);
  const t = await getTranslations('CalculatorsPage');
  return (
    <>
      <Hero
        copy={{ eyebrow: t('hero.eyebrow'), title: t('hero.title'), lead: t('hero.lead') }}
        image="/images/hero-invest.jpg"
        size="compact"
      />
      <NextIntlClientProvider messages={await pickMessages(['Calculators'])}>
        <Section
          id="mortgage"
          copy={{
            eyebrow: t('mortgage.eyebrow'),
            title: t('mortgage.title'),
            intro: t('mortgage.intro'),
          }}
        >
          <MortgageCalculator priceAed={example.priceAed} />
        </Section>
        <Section
          id="yield"
          tone="sand"
          copy={{ eyebrow: t('yield.eyebrow'), title: t('yield.title'), intro: t('yield.intro') }}
        >
          <YieldCalculator {...example} otherCostsAed={10_000} />
        </Section>
      </NextIntlClientProvider>
      <LinkCtaBand
        copy={{ title: t('cta.title'), text: t('cta.text') }}
        href="/properties"
        label={t('cta.button')}
      />
    </>
  );
}
