import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero, HeroLinks } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { ContactClosing } from '@/components/content/contact-closing';
import { FeatureGrid, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { AreaCards } from '@/components/invest/area-cards';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/invest-in-dubai'>) =>
  pageMetadata(params, 'InvestPage', '/invest-in-dubai');

export default async function InvestPage({ params }: PageProps<'/[locale]/invest-in-dubai'>) {
  await enterLocale(params);
  const t = await getTranslations('InvestPage');
  const copy = await getCopy('InvestPage');
  const { why, costs, areas, process, faq, cta } = copy;

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-invest.jpg"
        actions={
          <HeroLinks
            primary={{ href: CONTACT_HREF, label: t('hero.primary') }}
            secondary={{ href: '/investment-opportunities', label: t('hero.secondary') }}
          />
        }
      />
      <StatsBand items={copy.stats} />
      <Section id="why-dubai" copy={why}>
        <FeatureGrid items={why.items} />
      </Section>
      <Section id="costs" copy={costs} tone="sand">
        <FeatureGrid items={costs.items} />
      </Section>
      <Section id="areas" copy={areas}>
        <AreaCards
          items={areas.items}
          profileLabel={areas.profileLabel}
          yieldLabel={areas.yieldLabel}
        />
      </Section>
      <Section id="process" copy={process} tone="navy">
        <OrderedList look="steps" items={process.items} />
      </Section>
      <ContactClosing faq={faq} cta={cta} faqTone="white" ctaHref={CONTACT_HREF} contact={false} />
    </>
  );
}
