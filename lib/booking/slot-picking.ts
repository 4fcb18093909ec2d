import { TZDate } from '@date-fns/tz';

/** The brokerage's time zone: slots, `s1` and the experts' hours are in Dubai time. */
export const BOOKING_TIME_ZONE = 'Asia/Dubai';

/** A free half hour as `GET /api/bookings/slots` answers it, in Dubai time. */
export type Slot = { date: string; time: string };

/** The instant a Dubai-time slot starts. */
export function slotStart({ date, time }: Slot): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(
    new TZDate(year!, month! - 1, day!, hours!, minutes!, BOOKING_TIME_ZONE).getTime(),
  );
}

/** Today's date in Dubai as `YYYY-MM-DD`. */
export function dubaiDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE }).format(now);
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
  return Intl.DateTimeFormat().resolvedOptions().timeZone || BOOKING_TIME_ZONE;
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
    timeZone: BOOKING_TIME_ZONE,
    dateStyle: 'full',
  }).format(slotStart(slot));
}

/** Whether a clock in `timeZone` shows another time than Dubai's at the slot's start. */
export function differsFromDubai(slot: Slot, timeZone: string): boolean {
  return (
    formatSlotTime(slot, 'en-GB', timeZone) !== formatSlotTime(slot, 'en-GB', BOOKING_TIME_ZONE)
  );
}

/** `YYYY-MM-DD` of a calendar day (a DayPicker date in Dubai time). */
export function isoDay(day: Date): string {
  return dubaiDate(day);
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
