import { getLocale, getTranslations } from 'next-intl/server';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { FeatureGrid, Stats, Steps } from '@/components/content/blocks';
import { ContactClosing } from '@/components/content/contact-closing';
import type {
  CtaCopy,
  FaqItem,
  HeroCopy,
  Item,
  SectionCopy,
  Stat,
} from '@/components/content/types';
import contentStyles from '@/components/content/content.module.css';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { ModalButton } from '@/components/app/client-chrome';
import { Agenda } from './agenda';
import { EventList } from './event-list';
import { SpeakerList } from './speaker-list';
import { countryTours, type CountryTourKey } from './tours';
import type { AgendaItem, RoadshowEvent, Speaker } from './types';

type EventsCopy = SectionCopy & {
  timeLabel: string;
  venueLabel: string;
  reserve: string;
  items: RoadshowEvent[];
};

/**
 * The body of a country roadshow page (Germany, Italy, Taiwan): the same sections, each country's
 * own copy from its namespace. It links only to its own `#contact` block, so a page stands alone.
 */
export async function CountryRoadshow({ tour }: { tour: CountryTourKey }) {
  const { namespace, path, image, countryCode } = countryTours[tour];
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations(namespace);
  const events = t.raw('events') as EventsCopy;
  const questions = t.raw('questions') as SectionCopy & { items: Item[] };
  const agenda = t.raw('agenda') as SectionCopy & { items: AgendaItem[] };
  const speakers = t.raw('speakers') as SectionCopy & { items: Speaker[] };
  const consultations = t.raw('consultations') as SectionCopy & { items: Item[] };
  const faq = t.raw('faq') as SectionCopy & { items: FaqItem[] };
  const cta = t.raw('cta') as CtaCopy;

  return (
    <>
      <Hero
        copy={t.raw('hero') as HeroCopy}
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
          <Stats items={t.raw('stats') as Stat[]} />
        </div>
      </div>
      <Section id="events" copy={events}>
        <EventList
          events={events.items}
          labels={{ time: events.timeLabel, venue: events.venueLabel, reserve: events.reserve }}
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
        <Agenda items={agenda.items} />
      </Section>
      <Section copy={speakers} tone="sand">
        <SpeakerList items={speakers.items} />
      </Section>
      <Section copy={consultations}>
        <Steps items={consultations.items} />
      </Section>
      <ContactClosing faq={faq} cta={cta} modal={tour === 'taiwan' ? 'taiwan' : undefined} />
    </>
  );
}
