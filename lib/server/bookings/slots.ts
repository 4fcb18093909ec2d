import 'server-only';
import { TZDate } from '@date-fns/tz';
import { bookingTimeZone, slotMinutes } from '@/lib/leads/booking';
import type { ScheduledCall } from '@/lib/leads/lead';
import { leadServiceConfig } from '../config';
import { getLeadStore } from '../database/connection';
import { bookingHours, type WeeklyHours } from './hours';

/** How a slot is stored: Dubai wall-clock time, `YYYY-MM-DD HH:mm`, which sorts as it runs. */
export function slotKey({ date, time }: ScheduledCall): string {
  return `${date} ${time}`;
}

/** The instant a call starts, from its Dubai date and time. */
function slotStart({ date, time }: ScheduledCall): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, bookingTimeZone).getTime());
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every slot of the working hours on the days from `from`, soonest first, whether booked or not. */
function workingSlots(from: string, days: number, hours: WeeklyHours): ScheduledCall[] {
  const slots: ScheduledCall[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset);
    const times = new Set<string>();
    for (const { start, end } of hours[weekday(date)] ?? [])
      for (let minute = start; minute + slotMinutes <= end; minute += slotMinutes)
        times.add(timeOf(minute));
    for (const time of [...times].sort()) slots.push({ date, time });
  }
  return slots;
}

/** Today's date in Dubai, `YYYY-MM-DD`. */
function dubaiToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: bookingTimeZone }).format(now);
}

/**
 * The last Dubai date a call can be booked on: BOOKING_HORIZON_DAYS from today, what the calendar
 * shows (issue 22: a booking for the year 9999 used to be taken).
 */
function lastBookableDate(now: Date): string {
  return addDays(dubaiToday(now), leadServiceConfig().bookingHorizonDays - 1);
}

/**
 * A call can be booked when it starts on a slot of the working hours, after `now` and within the
 * bookable horizon.
 */
export function isBookableSlot(call: ScheduledCall, now = new Date()): boolean {
  if (call.date > lastBookableDate(now)) return false;
  const onTheHours = workingSlots(call.date, 1, bookingHours()).some(
    (slot) => slot.time === call.time,
  );
  return onTheHours && slotStart(call).getTime() > now.getTime();
}

/** The expert's free slots: working hours, not past, within the horizon, not booked or held. */
export async function freeSlots(
  agentId: string,
  from: string,
  days: number,
  now = new Date(),
): Promise<ScheduledCall[]> {
  const lastDate = lastBookableDate(now);
  const candidates = workingSlots(from, days, bookingHours()).filter(
    (slot) => slotStart(slot).getTime() > now.getTime() && slot.date <= lastDate,
  );
  if (candidates.length === 0) return [];
  const db = await getLeadStore();
  const booked = await db
    .selectFrom('bookings')
    .select('slot')
    .where('agent_id', '=', agentId)
    .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '>', now.toISOString())]))
    .where('slot', '>=', slotKey(candidates[0]!))
    .where('slot', '<=', slotKey(candidates.at(-1)!))
    .execute();
  const taken = new Set(booked.map(({ slot }) => slot));
  return candidates.filter((slot) => !taken.has(slotKey(slot)));
}
