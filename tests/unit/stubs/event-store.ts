/**
 * lib/roadshow/store.ts for unit tests: the roadshow events an empty content database is seeded
 * with (content/seed/events.json, lib/content/seed-events.ts), as the store gives them, without a
 * database. tests/integration/content-events.test.ts checks the real store gives the same.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@/lib/i18n/locales';
import { instantOf, isUpcoming } from '@/lib/roadshow/event-time';
import type { RoadshowEventPage } from '@/lib/roadshow/pages';
import type { RoadshowEvent } from '@/lib/roadshow/types';

type SeedEvent = {
  page: RoadshowEventPage;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  city: Record<Locale, string>;
  venue: Record<Locale, string>;
  address: Record<Locale, string>;
};

const seed: SeedEvent[] = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../content/seed/events.json', import.meta.url)),
    'utf8',
  ),
);

/** The seed's events in one language, each with the id of its place in the seed file. */
export function seededEvents(locale: Locale): RoadshowEvent[] {
  return seed.map((event, index) => ({
    id: String(index + 1),
    page: event.page,
    city: event.city[locale],
    venue: event.venue[locale],
    address: event.address[locale],
    startsAt: instantOf(event.startsAt, event.timeZone),
    endsAt: instantOf(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
  }));
}

export async function getUpcomingEvents(
  page: RoadshowEventPage,
  locale: Locale,
  now: Date = new Date(),
): Promise<RoadshowEvent[]> {
  return seededEvents(locale)
    .filter((event) => event.page === page && isUpcoming(event, now))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
