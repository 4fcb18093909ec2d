import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { Checklist, FeatureGrid, StatsBand } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import { Link } from '@/components/navigation/link';
import { ModalButton } from '@/components/lead-capture/modal-button';
import { QuestionnaireHost } from '@/components/lead-capture/questionnaire-host';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages, questionnaireNamespaces } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/content/content.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = ({ params }: PageProps<'/[locale]/investment-compass'>) =>
  pageMetadata(params, 'CompassPage', '/investment-compass');

export default async function CompassPage({ params }: PageProps<'/[locale]/investment-compass'>) {
  await enterLocale(params);
  const t = await getTranslations('CompassPage');
  const copy = await getCopy('CompassPage');
  const { questions, benefits, how, privacy, faq, cta } = copy;
  // Every start button opens the questionnaire; without JavaScript it leads to the contact block.
  const startLink = (
    <ModalButton modal="questionnaire" fallbackHref="#contact" className="button button-primary">
      {cta.button}
    </ModalButton>
  );

  return (
    <>
      <Hero
        copy={copy.hero}
        image="/images/hero-compass.jpg"
        actions={
          <>
            <ModalButton
              modal="questionnaire"
              fallbackHref="#contact"
              className="button button-primary"
            >
              {t('hero.primary')}
            </ModalButton>
            <a href="#how" className="button button-secondary">
              {t('hero.secondary')}
            </a>
          </>
        }
      />
      <StatsBand items={copy.stats} />
      <Section copy={questions}>
        <OrderedList look="questions" items={questions.items} />
      </Section>
      <Section copy={benefits} tone="sand">
        <FeatureGrid items={benefits.items} columns={2} />
      </Section>
      <Section id="how" copy={how}>
        <OrderedList look="steps" items={how.items} />
        <p className={styles.actions}>{startLink}</p>
      </Section>
      <Section copy={privacy} tone="sand">
        <Checklist items={privacy.points} />
        <Link href="/privacy" className={styles.cardLink}>
          {privacy.link}
        </Link>
      </Section>
      <ContactClosing faq={faq} cta={cta} faqTone="white" modal="questionnaire" />
      <NextIntlClientProvider messages={await pickMessages(questionnaireNamespaces)}>
        <QuestionnaireHost />
      </NextIntlClientProvider>
    </>
  );
}
