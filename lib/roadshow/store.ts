import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { content } from '@/lib/content/content';
import type { Locale } from '@/lib/i18n/locales';
import { isUpcoming } from './event-time';
import { roadshowEventPages, type RoadshowEventPage } from './pages';
import type { RoadshowEvent } from './types';

/**
 * The one place the roadshow pages read their seminar dates from (docs/content.md): the
 * published events of the content system (lib/content, Payload), in one language (the English
 * words where a language has none yet). Drafts never leave here; an event is checked on the way in,
 * so a page never shows half an event.
 */

const text = z.string().trim().min(1);
const instant = z.iso.datetime({ offset: true });
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'not a time zone');

const eventDoc = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    page: z.enum(roadshowEventPages),
    city: text,
    venue: text,
    address: text,
    startsAt: instant,
    startsAt_tz: timeZone,
    endsAt: instant,
  })
  .refine((doc) => Date.parse(doc.endsAt) > Date.parse(doc.startsAt), 'ends before it starts');

/**
 * A page's published events in one language, by start; in a staff preview (lib/content/preview.ts)
 * each as last saved, drafts too. Once per render and language.
 */
const shownEvents = cache(
  async (page: RoadshowEventPage, locale: Locale, preview: boolean): Promise<RoadshowEvent[]> => {
    const payload = await content();
    const onPage = { page: { equals: page } };
    const { docs } = await payload.find({
      collection: 'events',
      where: preview ? onPage : { and: [{ _status: { equals: 'published' } }, onPage] },
      draft: preview,
      locale,
      depth: 0,
      limit: 0,
      sort: 'startsAt',
    });
    return docs.flatMap((doc) => {
      const parsed = eventDoc.safeParse(doc);
      if (!parsed.success) {
        payload.logger.error(
          `Roadshow event ${String(doc.id)} cannot be shown: ${z.prettifyError(parsed.error)}`,
        );
        return [];
      }
      const { startsAt_tz, startsAt, endsAt, ...event } = parsed.data;
      return [
        {
          ...event,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
          timeZone: startsAt_tz,
        },
      ];
    });
  },
);

/**
 * The seminars still to come on a roadshow page at `now`, soonest first; a past one leaves by
 * itself. `preview`: a member of staff's draft preview, drafts included.
 */
export async function getUpcomingEvents(
  page: RoadshowEventPage,
  locale: Locale,
  now: Date = new Date(),
  preview = false,
): Promise<RoadshowEvent[]> {
  return (await shownEvents(page, locale, preview)).filter((event) => isUpcoming(event, now));
}
