import 'server-only';
import { slotMinutes } from '@/lib/booking/rules';
import { defaultBookingHours, leadServiceConfig } from '../config';

/** Minutes after midnight, start inclusive, end exclusive. */
export type OpeningRange = { start: number; end: number };

/** Index 0 is Sunday, as `Date#getUTCDay` counts. */
export type WeeklyHours = OpeningRange[][];

export const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Reads BOOKING_HOURS: `;`-separated entries of days and time ranges in Dubai time, e.g.
 * `mon-fri 10:00-19:00` or `sun-thu 09:00-13:00,14:00-18:00; sat 10:00-14:00`. Days are a range
 * (`mon-fri`, which may wrap: `fri-mon`) or a list (`mon,wed`); times fall on :00 or :30 and the
 * end is the end of the last call (`19:00` makes 18:30 the last slot). Throws on anything else.
 */
export function parseBookingHours(text: string): WeeklyHours {
  const week: WeeklyHours = dayNames.map(() => []);
  const entries = text
    .toLowerCase()
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('no days and hours given');
  for (const entry of entries) {
    const match = /^([a-z,-]+)\s+([\d:,\s-]+)$/.exec(entry);
    if (!match?.[1] || !match[2]) throw new Error(`"${entry}" is not "days HH:MM-HH:MM"`);
    const ranges = match[2].split(',').map((range) => parseRange(range.trim()));
    for (const day of parseDays(match[1])) week[day]?.push(...ranges);
  }
  return week.map((ranges) => ranges.toSorted((a, b) => a.start - b.start));
}

/**
 * One day's hours as the back office writes them (docs/design.md §12): `09:00-13:00, 14:00-18:00`,
 * or nothing for no calls that day. Ranges may not overlap. Throws on anything else.
 */
export function parseDayRanges(text: string): OpeningRange[] {
  const ranges = text
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean)
    .map(parseRange)
    .toSorted((a, b) => a.start - b.start);
  for (let index = 1; index < ranges.length; index++)
    if (ranges[index]!.start < ranges[index - 1]!.end) throw new Error('the ranges overlap');
  return ranges;
}

/** The day's ranges as `09:00-13:00,14:00-18:00`, as parseDayRanges reads them. */
export function formatDayRanges(ranges: readonly OpeningRange[]): string {
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return ranges.map(({ start, end }) => `${time(start)}-${time(end)}`).join(',');
}

function parseDays(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const [first, last, extra] = part.split('-').map(dayIndex);
    if (first === undefined || extra !== undefined) throw new Error(`"${part}" is not a day range`);
    if (last === undefined) return [first];
    const days = [first];
    for (let day = first; day !== last;) days.push((day = (day + 1) % 7));
    return days;
  });
}

function dayIndex(name: string): number {
  const index = dayNames.indexOf(name.trim() as (typeof dayNames)[number]);
  if (index < 0) throw new Error(`"${name}" is not a day (sun, mon, tue, wed, thu, fri, sat)`);
  return index;
}

function parseRange(text: string): OpeningRange {
  const [start, end, extra] = text.split('-').map(minutesOf);
  if (start === undefined || end === undefined || extra !== undefined || start >= end)
    throw new Error(`"${text}" is not a time range like 10:00-19:00`);
  return { start, end };
}

function minutesOf(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minutes >= 0 && minutes <= 24 * 60) || minutes % slotMinutes !== 0)
    throw new Error(`"${text}" is not a time on the hour or half hour`);
  return minutes;
}

let reported: string | undefined;

/** The configured hours; a BOOKING_HOURS that does not parse is logged and the default is used. */
export function bookingHours(): WeeklyHours {
  const text = leadServiceConfig().bookingHours;
  try {
    return parseBookingHours(text);
  } catch (error) {
    if (reported !== text) {
      reported = text;
      console.error(
        `[bookings] BOOKING_HOURS "${text}" ignored (${error instanceof Error ? error.message : error}); using "${defaultBookingHours}"`,
      );
    }
    return parseBookingHours(defaultBookingHours);
  }
}
