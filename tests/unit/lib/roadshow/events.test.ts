import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { dubaiTimeZone } from '@/lib/booking/rules';
import { locales, type Locale } from '@/lib/i18n/locales';
import { eventHours, localDay, zonedIso } from '@/lib/roadshow/event-time';
import { roadshowEventPages } from '@/lib/roadshow/pages';
import { getUpcomingEvents } from '@/lib/roadshow/store';
import type en from '@/messages/en.json';
import { seededEvents } from '../../stubs/event-store';

// The seeded events, without a database (tests/unit/stubs/event-store.ts).
vi.mock('@/lib/roadshow/store', () => import('../../stubs/event-store'));

const beforeTheTour = new Date('2026-11-27T12:00:00Z');
const load = (locale: Locale): typeof en =>
  JSON.parse(readFileSync(join(__dirname, '../../../../messages', `${locale}.json`), 'utf8'));

describe('the roadshow pages, seeded', () => {
  it('list each tour’s seminars soonest first: five in Germany, four in Italy, three in Taiwan', async () => {
    const cities = async (page: (typeof roadshowEventPages)[number]) =>
      (await getUpcomingEvents(page, 'en', beforeTheTour)).map((event) => event.city);
    expect(await cities('roadshow-germany')).toEqual([
      'Munich',
      'Frankfurt',
      'Berlin',
      'Düsseldorf',
      'Hamburg',
    ]);
    expect(await cities('roadshow-italy')).toEqual(['Milan', 'Turin', 'Bologna', 'Rome']);
    expect(await cities('roadshow-taiwan')).toEqual(['Taipei', 'Taichung', 'Kaohsiung']);
  });

  it('lets a seminar leave its page once it has ended, not before', async () => {
    // Frankfurt, 25 February 2027, 18:30–21:00 in Frankfurt (UTC+1): it ends at 20:00 UTC.
    const during = await getUpcomingEvents('roadshow-germany', 'de', new Date('2027-02-25T19:59Z'));
    expect(during.map((event) => event.city)).toEqual([
      'Frankfurt',
      'Berlin',
      'Düsseldorf',
      'Hamburg',
    ]);
    const after = await getUpcomingEvents('roadshow-germany', 'de', new Date('2027-02-25T20:00Z'));
    expect(after.map((event) => event.city)).toEqual(['Berlin', 'Düsseldorf', 'Hamburg']);
    expect(await getUpcomingEvents('roadshow-taiwan', 'ko', new Date('2027-07-01T00:00Z'))).toEqual(
      [],
    );
  });

  it('gives every event its city, venue and address in all 13 languages', () => {
    for (const locale of locales) {
      for (const event of seededEvents(locale)) {
        expect([event.city, event.venue, event.address].every(Boolean), locale).toBe(true);
      }
    }
    expect(seededEvents('ru')[0]?.address).toBe('Promenadeplatz 2–6, 80333 Мюнхен');
    expect(seededEvents('it')[0]?.city).toBe('Monaco di Baviera');
  });
});

describe('a seminar’s date and hours, on its venue’s clock', () => {
  // What the pages showed when the hours were written out in the messages, in each language.
  const colon = ['18:30–21:00', '11:00–13:30', '14:00–16:30'];
  const shown: Record<Locale, string[]> = {
    ...(Object.fromEntries(locales.map((locale) => [locale, colon])) as Record<Locale, string[]>),
    nl: ['18.30–21.00 uur', '11.00–13.30 uur', '14.00–16.30 uur'],
    fr: [
      '18\u00a0h\u00a030 – 21\u00a0h',
      '11\u00a0h – 13\u00a0h\u00a030',
      '14\u00a0h – 16\u00a0h\u00a030',
    ],
  };

  it.each(locales)('writes the hours in %s as the page always has', (locale) => {
    const t = createTranslator({ locale, messages: load(locale), namespace: 'RoadshowEvents' });
    const events = seededEvents(locale);
    // Munich (a Thursday evening), Hamburg (a Saturday morning), Taipei (a Saturday afternoon).
    const [munich, hamburg, taipei] = [events[0]!, events[4]!, events[9]!];
    const hours = [munich, hamburg, taipei].map((event) =>
      eventHours((key, values) => t(key, values), event),
    );
    expect(hours).toEqual(shown[locale]);
  });

  it.each(locales)('dates each seminar in %s on the day of its venue', (locale) => {
    const format = createFormatter({ locale, timeZone: dubaiTimeZone });
    const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    for (const event of seededEvents(locale)) {
      const day = localDay(event.startsAt, event.timeZone);
      // The page once formatted the seed's day at noon UTC, in Dubai's zone.
      expect(
        format.dateTime(new Date(event.startsAt), { ...options, timeZone: event.timeZone }),
      ).toBe(format.dateTime(new Date(`${day}T12:00:00Z`), options));
    }
  });

  it('gives search engines the start and end with the venue’s offset', () => {
    const [munich] = seededEvents('en');
    const taipei = seededEvents('en')[9]!;
    expect(localDay(munich!.startsAt, munich!.timeZone)).toBe('2027-02-18');
    expect(zonedIso(munich!.startsAt, munich!.timeZone)).toBe('2027-02-18T18:30:00+01:00');
    expect(zonedIso(munich!.endsAt, munich!.timeZone)).toBe('2027-02-18T21:00:00+01:00');
    expect(zonedIso(taipei.startsAt, taipei.timeZone)).toBe('2027-05-22T14:00:00+08:00');
  });
});
