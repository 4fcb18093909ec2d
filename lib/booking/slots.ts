import { TZDate } from '@date-fns/tz';
import { dubaiTimeZone } from './rules';

/**
 * A half hour an expert can be called in: a Dubai date and start time (`s1` on the wire, `slot` in
 * the `bookings` table as `YYYY-MM-DD HH:mm`).
 */
export type Slot = { date: string; time: string };

/** The instant a Dubai wall-clock date and time (`HH:mm`) stands for. */
export function dubaiInstant(date: string, time = '00:00'): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, dubaiTimeZone).getTime());
}

/** The instant a slot starts. */
export function slotStart({ date, time }: Slot): Date {
  return dubaiInstant(date, time);
}

/** The Dubai date of an instant, `YYYY-MM-DD` (today's with `new Date()`). */
export function dubaiDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: dubaiTimeZone }).format(instant);
}

/** Dubai date and time to the minute, `27/11/2026, 15:30`: the back office's times, and the parts of `dubaiClock`. */
export const dubaiMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: dubaiTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a slot key, `YYYY-MM-DD HH:mm` in Dubai: slots at or after it are still to come. */
export function dubaiClock(instant: Date): string {
  const parts = dubaiMinute.formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The calendar date `days` after (or before) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** How a slot is stored and compared: `YYYY-MM-DD HH:mm`, which sorts as it runs. */
export function slotKey({ date, time }: Slot): string {
  return `${date} ${time}`;
}

/** The free slots that have not started yet, in time order. */
export function upcomingSlots(slots: readonly Slot[], now: Date): Slot[] {
  return slots
    .filter((slot) => slotStart(slot).getTime() > now.getTime())
    .slice()
    .sort((a, b) => slotStart(a).getTime() - slotStart(b).getTime());
}

/**
 * docs/spec.md §4's default: the nearest free half hour (today, rounded up; the next working
 * day when today has none), or null when no slot is free.
 */
export function nearestSlot(slots: readonly Slot[], now: Date): Slot | null {
  return upcomingSlots(slots, now)[0] ?? null;
}

/** Free times per Dubai date. */
export function timesByDate(slots: readonly Slot[]): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const { date, time } of slots) byDate.set(date, [...(byDate.get(date) ?? []), time]);
  return byDate;
}

/** The visitor's own time zone (the browser's), or Dubai when the browser does not say. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || dubaiTimeZone;
}

/** The slot's start as a clock time in `timeZone`, written the page language's way. */
export function formatSlotTime(slot: Slot, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    slotStart(slot),
  );
}

/** The slot's date, written the page language's way (Dubai calendar). */
export function formatSlotDate(slot: Slot, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: dubaiTimeZone,
    dateStyle: 'full',
  }).format(slotStart(slot));
}

/** Whether a clock in `timeZone` shows another time than Dubai's at the slot's start. */
export function differsFromDubai(slot: Slot, timeZone: string): boolean {
  return formatSlotTime(slot, 'en-GB', timeZone) !== formatSlotTime(slot, 'en-GB', dubaiTimeZone);
}

/**
 * The slot's day and start in `timeZone`, written the page language's way; with `zoneName` the
 * zone's short name follows ("GMT+4"), for a sentence that names no zone itself.
 */
export function formatSlotWhen(
  slot: Slot,
  locale: string,
  timeZone: string,
  zoneName = false,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(zoneName ? { timeZoneName: 'short' as const } : {}),
  }).format(slotStart(slot));
}
