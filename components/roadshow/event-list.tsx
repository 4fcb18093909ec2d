import { getFormatter } from 'next-intl/server';
import { site } from '@/lib/site';
import contentStyles from '@/components/content/content.module.css';
import type { RoadshowEvent } from './types';
import { ModalButton } from '@/components/lead-capture/modal-button';
import type { ModalName } from '@/components/lead-capture/lead-capture-store';
import styles from './roadshow.module.css';

type Props = {
  events: RoadshowEvent[];
  labels: { time: string; venue: string; reserve: string };
  /** For search engines: the event's name, its country (ISO 3166 code) and the page that lists it. */
  structuredData: { name: (city: string) => string; country: string; url: string };
  /** A modal the reserve buttons open (the Taiwan seat reservation); else they link to #contact. */
  reserveModal?: ModalName;
};

/** The seminar dates of a tour as cards; each card's button leads to the page's contact block. */
export async function EventList({ events, labels, structuredData, reserveModal }: Props) {
  const format = await getFormatter();
  // Noon UTC keeps the calendar day the same in every time zone the formatter may use.
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const jsonLd = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: structuredData.name(event.city),
    startDate: event.date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    url: structuredData.url,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: structuredData.country,
      },
    },
    organizer: { '@type': 'Organization', name: site.name, url: site.url },
  }));

  return (
    <>
      <ul className={contentStyles.cards}>
        {events.map((event, index) => {
          const headingId = `roadshow-event-${index}`;
          return (
            <li key={`${event.city}-${event.date}`}>
              <article className={`${contentStyles.card} ${styles.eventCard}`}>
                <div className={contentStyles.cardBody}>
                  <p className={styles.eventDate}>
                    <time dateTime={event.date}>
                      {format.dateTime(day(event.date), {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                      })}
                    </time>
                  </p>
                  <h3 id={headingId}>{event.city}</h3>
                  <dl className={styles.eventDetails}>
                    <div>
                      <dt>{labels.time}</dt>
                      <dd>{event.time}</dd>
                    </div>
                    <div>
                      <dt>{labels.venue}</dt>
                      <dd>
                        {event.venue}
                        <br />
                        {event.address}
                      </dd>
                    </div>
                  </dl>
                  <p className={styles.eventAction}>
                    {reserveModal ? (
                      <ModalButton
                        modal={reserveModal}
                        fallbackHref="#contact"
                        className="button button-dark"
                        describedBy={headingId}
                      >
                        {labels.reserve}
                      </ModalButton>
                    ) : (
                      <a
                        href="#contact"
                        className="button button-dark"
                        aria-describedby={headingId}
                      >
                        {labels.reserve}
                      </a>
                    )}
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <script
        type="application/ld+json"
        // Escaping '<' keeps the JSON from closing the script element early.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
