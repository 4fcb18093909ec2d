import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { instantOf } from '@/lib/roadshow/event-time';
import { roadshowEventPages } from '@/lib/roadshow/pages';

/**
 * The roadshow's seminar dates an empty content database starts with (content/seed/events.json,
 * docs/content.md): each event's page, its start and end as the venue's clock reads them with
 * the venue's time zone, and its city, venue and address in the 13 languages.
 */

const inEveryLanguage = z.object(
  Object.fromEntries(locales.map((locale) => [locale, z.string().min(1)])) as Record<
    (typeof locales)[number],
    z.ZodString
  >,
);

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

const seedEvent = z.object({
  page: z.enum(roadshowEventPages),
  startsAt: localDateTime,
  endsAt: localDateTime,
  timeZone: z.string(),
  city: inEveryLanguage,
  venue: inEveryLanguage,
  address: inEveryLanguage,
});
type SeedEvent = z.infer<typeof seedEvent>;

async function seedEventList(): Promise<SeedEvent[]> {
  const file = path.join(process.cwd(), 'content/seed/events.json');
  return z.array(seedEvent).parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Creates the seed's events, published, in every language; the caller knows the store is empty. */
export async function seedEvents(payload: Payload): Promise<number> {
  const events = await seedEventList();
  for (const event of events) {
    const words = (locale: (typeof locales)[number]) => ({
      city: event.city[locale],
      venue: event.venue[locale],
      address: event.address[locale],
    });
    const created = await payload.create({
      collection: 'events',
      context: { seeding: true },
      locale: 'en',
      data: {
        _status: 'published',
        page: event.page,
        startsAt: instantOf(event.startsAt, event.timeZone),
        startsAt_tz: event.timeZone,
        endsAt: instantOf(event.endsAt, event.timeZone),
        endsAt_tz: event.timeZone,
        ...words('en'),
      } as never,
    });
    // A language is written only where its words differ from the English ones, which it shows
    // otherwise: a hotel’s name stays one field to edit, and the seed writes a third less.
    for (const locale of locales) {
      const own = Object.entries(words(locale)).filter(
        ([field, text]) => text !== words('en')[field as keyof ReturnType<typeof words>],
      );
      if (locale === 'en' || own.length === 0) continue;
      await payload.update({
        collection: 'events',
        context: { seeding: true },
        id: created.id,
        locale,
        data: Object.fromEntries(own) as never,
      });
    }
  }
  payload.logger.info(`Content seeded: ${events.length} roadshow events.`);
  return events.length;
}
