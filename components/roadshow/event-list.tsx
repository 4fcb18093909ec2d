import { getFormatter, getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';
import contentStyles from '@/components/content/content.module.css';
import { eventHours, localDay, zonedIso } from '@/lib/roadshow/event-time';
import type { RoadshowEvent } from '@/lib/roadshow/types';
import { ModalButton } from '@/components/lead-capture/modal-button';
import type { ModalName } from '@/components/lead-capture/lead-capture-store';
import styles from './roadshow.module.css';

type Props = {
  events: RoadshowEvent[];
  /** `none`: what the page says while no seminar is coming. */
  labels: { time: string; venue: string; reserve: string; none: string };
  /** For search engines: the event's name, its country (ISO 3166 code) and the page that lists it. */
  structuredData: { name: (city: string) => string; country: string; url: string };
  /** A modal the reserve buttons open (the Taiwan seat reservation); else they link to #contact. */
  reserveModal?: ModalName;
};

/**
 * The seminars still to come on a tour as cards, each dated and timed by its venue's clock; each
 * card's button leads to the page's contact block. With none to come, a sentence says so.
 */
export async function EventList({ events, labels, structuredData, reserveModal }: Props) {
  if (events.length === 0) return <p className={styles.noEvents}>{labels.none}</p>;
  const format = await getFormatter();
  const t = await getTranslations('RoadshowEvents');
  const jsonLd = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: structuredData.name(event.city),
    startDate: zonedIso(event.startsAt, event.timeZone),
    endDate: zonedIso(event.endsAt, event.timeZone),
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
            <li key={event.id}>
              <article className={`${contentStyles.card} ${styles.eventCard}`}>
                <div className={contentStyles.cardBody}>
                  <p className={styles.eventDate}>
                    <time dateTime={localDay(event.startsAt, event.timeZone)}>
                      {format.dateTime(new Date(event.startsAt), {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                        timeZone: event.timeZone,
                      })}
                    </time>
                  </p>
                  <h3 id={headingId}>{event.city}</h3>
                  <dl className={styles.eventDetails}>
                    <div>
                      <dt>{labels.time}</dt>
                      <dd>{eventHours((key, values) => t(key, values), event)}</dd>
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
