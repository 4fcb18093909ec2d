import 'server-only';
import { sql, type Kysely } from 'kysely';
import { slotMinutes } from '@/lib/booking/rules';
import { addDays, dubaiDate, slotKey, slotStart, type Slot } from '@/lib/booking/slots';
import { leadServiceConfig } from '../config';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { bookingHours, dayNames, parseDayRanges, type WeeklyHours } from './hours';

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every slot of the working hours on the days from `from`, soonest first, whether booked or not. */
function workingSlots(from: string, days: number, hours: WeeklyHours): Slot[] {
  const slots: Slot[] = [];
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

/**
 * The last Dubai date a call can be booked on: BOOKING_HORIZON_DAYS from today, what the calendar
 * shows (issue 22: a booking for the year 9999 used to be taken).
 */
function lastBookableDate(now: Date): string {
  return addDays(dubaiDate(now), leadServiceConfig().bookingHorizonDays - 1);
}

/** What decides an expert's slots on some days: their week, their days off, the slots taken. */
type Availability = { hours: WeeklyHours; daysOff: Set<string>; taken: Set<string> };

/**
 * The expert's week (their own from the back office, else BOOKING_HOURS), days off and taken slots
 * from `from` for `days` days: one query, each part read through its table's key or index, so the
 * slots endpoint costs one round trip whatever the range (docs/design.md §12).
 */
async function availability(
  db: Kysely<LeadDatabase>,
  agentId: string,
  from: string,
  days: number,
  now: Date,
): Promise<Availability> {
  const to = addDays(from, days - 1);
  const rows = await db
    .selectFrom('bookings')
    .select([sql<string>`'taken'`.as('part'), 'slot as key', sql<string>`''`.as('value')])
    .where('agent_id', '=', agentId)
    .where('slot', '>=', `${from} 00:00`)
    .where('slot', '<=', `${to} 23:59`)
    .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '>', now.toISOString())]))
    .unionAll(
      db
        .selectFrom('expert_days_off')
        .select([sql<string>`'off'`.as('part'), 'day as key', sql<string>`''`.as('value')])
        .where('agent_id', '=', agentId)
        .where('day', '>=', from)
        .where('day', '<=', to),
    )
    .unionAll(
      db
        .selectFrom('expert_hours')
        .select([
          sql<string>`'hours'`.as('part'),
          sql<string>`cast(weekday as text)`.as('key'),
          'ranges as value',
        ])
        .where('agent_id', '=', agentId),
    )
    .execute();
  const own = rows.filter((row) => row.part === 'hours');
  const hours: WeeklyHours =
    own.length === 0
      ? bookingHours()
      : dayNames.map((_, weekday) => expertDay(own.find((row) => Number(row.key) === weekday)));
  const keys = (part: string) =>
    new Set(rows.filter((row) => row.part === part).map((row) => row.key));
  return { hours, daysOff: keys('off'), taken: keys('taken') };
}

/** A stored day of an expert's week; written checked, so unreadable means no calls that day. */
function expertDay(row: { value: string } | undefined) {
  try {
    return row ? parseDayRanges(row.value) : [];
  } catch {
    return [];
  }
}

/**
 * The first instant a call may start when booked at `now`: BOOKING_MIN_NOTICE_MINUTES later (2 h
 * by default, the investor's change deadline: the expert has time to prepare, and a call just
 * booked can still be moved). cal.com's default minimum notice is the same.
 */
function earliestStart(now: Date): number {
  return now.getTime() + leadServiceConfig().bookingMinNoticeMinutes * 60_000;
}

/**
 * A call can be booked with the expert when it starts on a slot of their hours, not on a day off,
 * after the minimum notice (earliestStart) and within the bookable horizon. Whether it is free, the database's UNIQUE (agent_id,
 * slot) decides when it is taken.
 */
export async function isBookableSlot(
  db: Kysely<LeadDatabase>,
  agentId: string,
  call: Slot,
  now = new Date(),
): Promise<boolean> {
  if (call.date > lastBookableDate(now) || slotStart(call).getTime() < earliestStart(now))
    return false;
  const { hours, daysOff } = await availability(db, agentId, call.date, 1, now);
  if (daysOff.has(call.date)) return false;
  return workingSlots(call.date, 1, hours).some((slot) => slot.time === call.time);
}

/**
 * The expert's free slots: their hours, not a day off, not within the minimum notice, within the
 * horizon, not taken. The wizard's default (the nearest) and the manage page's times are these.
 */
export async function freeSlots(
  agentId: string,
  from: string,
  days: number,
  now = new Date(),
): Promise<Slot[]> {
  const lastDate = lastBookableDate(now);
  if (from > lastDate) return [];
  const db = await getLeadStore();
  const { hours, daysOff, taken } = await availability(db, agentId, from, days, now);
  const earliest = earliestStart(now);
  return workingSlots(from, days, hours).filter(
    (slot) =>
      slot.date <= lastDate &&
      !daysOff.has(slot.date) &&
      !taken.has(slotKey(slot)) &&
      slotStart(slot).getTime() >= earliest,
  );
}
