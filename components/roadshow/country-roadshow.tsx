import { draftMode } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { FeatureGrid, Stats } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactClosing } from '@/components/content/contact-closing';
import contentStyles from '@/components/content/content.module.css';
import { localizedPath } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { ModalButton } from '@/components/lead-capture/modal-button';
import { getUpcomingEvents } from '@/lib/roadshow/store';
import { getPresenters } from '@/lib/experts/store';
import { PreviewBanner } from '@/components/content/preview-banner';
import { EventList } from './event-list';
import { SpeakerList } from './speaker-list';
import { countryTours, type CountryTourKey } from './tours';

/**
 * The body of a country roadshow page (Germany, Italy, Taiwan): the same sections, each country's
 * own copy from its namespace, its seminars still to come and its speakers from the content store. It links
 * only to its own `#contact` block, so a page stands alone.
 */
export async function CountryRoadshow({ tour }: { tour: CountryTourKey }) {
  const { page, namespace, path, image, countryCode } = countryTours[tour];
  const locale = await getLocale();
  const t = await getTranslations(namespace);
  const copy = await getCopy(namespace);
  const { events, questions, agenda, speakers, consultations, faq, cta } = copy;
  const preview = (await draftMode()).isEnabled;
  const upcoming = await getUpcomingEvents(page, locale, new Date(), preview);
  const presenters = await getPresenters(page, locale);

  return (
    <>
      {preview && <PreviewBanner page={localizedPath(locale, path)} />}
      <Hero
        copy={copy.hero}
        image={image}
        actions={
          <>
            {tour === 'taiwan' ? (
              <ModalButton modal="taiwan" fallbackHref="#contact" className="button button-primary">
                {t('hero.primary')}
              </ModalButton>
            ) : (
              <a href="#contact" className="button button-primary">
                {t('hero.primary')}
              </a>
            )}
            <a href="#events" className="button button-secondary">
              {t('hero.secondary')}
            </a>
          </>
        }
      />
      <div className={contentStyles.section} data-tone="navy">
        <div className="container">
          <Stats items={copy.stats} />
        </div>
      </div>
      {/* The intro speaks of the dates' times: with none to come, only the sentence saying so. */}
      <Section id="events" copy={upcoming.length ? events : { ...events, intro: undefined }}>
        <EventList
          events={upcoming}
          labels={{
            time: events.timeLabel,
            venue: events.venueLabel,
            reserve: events.reserve,
            none: events.none,
          }}
          reserveModal={tour === 'taiwan' ? 'taiwan' : undefined}
          structuredData={{
            name: (city) => t('events.eventName', { city }),
            country: countryCode,
            url: absoluteUrl(localizedPath(locale, path)),
          }}
        />
      </Section>
      <Section copy={questions} tone="sand">
        <FeatureGrid items={questions.items} columns={2} />
      </Section>
      <Section copy={agenda}>
        <OrderedList look="agenda" items={agenda.items} />
      </Section>
      {presenters.length > 0 && (
        <Section copy={speakers} tone="sand">
          <SpeakerList items={presenters} />
        </Section>
      )}
      <Section copy={consultations}>
        <OrderedList look="steps" items={consultations.items} />
      </Section>
      <ContactClosing faq={faq} cta={cta} modal={tour === 'taiwan' ? 'taiwan' : undefined} />
    </>
  );
}
