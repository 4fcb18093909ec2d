import { TZDate } from '@date-fns/tz';
import type { RoadshowEvent } from './types';

/**
 * An event's date and times as its venue's clock reads them. Shown in the venue's zone, not the
 * visitor's or Dubai's: a seminar in Munich starts at 18:30 for everyone who plans to be there.
 */

/** Whether an event is still to come (or under way) at `now`: it leaves its page once it has ended. */
export function isUpcoming(event: Pick<RoadshowEvent, 'endsAt'>, now: Date): boolean {
  return new Date(event.endsAt).getTime() > now.getTime();
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock hour and minute of `instant` in `timeZone`, two digits each ("18", "30"). */
function wallClock(instant: string, timeZone: string): { hour: string; minute: string } {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return { hour: twoDigits(local.getHours()), minute: twoDigits(local.getMinutes()) };
}

/** The venue's calendar day of `instant`, as `<time datetime>` writes a date (2027-02-18). */
export function localDay(instant: string, timeZone: string): string {
  return zonedIso(instant, timeZone).slice(0, 10);
}

/** `instant` in ISO 8601 with the venue's offset (2027-02-18T18:30:00+01:00), as schema.org wants it. */
export function zonedIso(instant: string, timeZone: string): string {
  return new TZDate(new Date(instant).getTime(), timeZone).toISOString().replace('.000', '');
}

/** The instant of a wall-clock time in `timeZone`, from the seed's `2027-02-18T18:30`. */
export function instantOf(localDateTime: string, timeZone: string): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const local = new TZDate(year!, month! - 1, day!, hour!, minute!, timeZone);
  return new Date(local.getTime()).toISOString();
}

/** The RoadshowEvents messages a seminar's hours are written with, each language its own way. */
type HoursMessages = (key: 'clock' | 'hours', values: Record<string, string>) => string;

/** A seminar's hours on the venue's clock, in the visitor's language: 18:30–21:00, 18 h 30 – 21 h. */
export function eventHours(
  t: HoursMessages,
  event: Pick<RoadshowEvent, 'startsAt' | 'endsAt' | 'timeZone'>,
): string {
  return t('hours', {
    start: t('clock', wallClock(event.startsAt, event.timeZone)),
    end: t('clock', wallClock(event.endsAt, event.timeZone)),
  });
}
