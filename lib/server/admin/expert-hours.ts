import 'server-only';
import { z } from 'zod';
import { getLeadStore } from '../database/connection';
import { bookingHours, dayNames, formatDayRanges, parseDayRanges } from '../bookings/hours';
import { recordStaffAction } from './audit';
import { may, worksEveryExpert, type Staff } from './roles';

/** A change to hours the member of staff may not make: nothing happened. */
export class HoursRefused extends Error {}

/** Admin sets any expert's hours; a sales account only its own agent's (docs/design.md §12). */
export function mayEditHoursOf(staff: Staff, agentId: string): boolean {
  if (!may(staff.role, 'hours.edit')) return false;
  return worksEveryExpert(staff) || staff.agentId === agentId;
}

function check(staff: Staff, agentId: string): void {
  if (!agentId || !mayEditHoursOf(staff, agentId)) throw new HoursRefused(agentId);
}

export type ExpertSchedule = {
  /** false: the expert works BOOKING_HOURS */
  own: boolean;
  /** Sunday first, each day as `10:00-13:00,14:00-18:00`, empty for no calls */
  week: string[];
  /** upcoming days off, soonest first */
  daysOff: string[];
};

/** The expert's week (theirs or the default) and their days off from `today` (Dubai). */
export async function expertSchedule(agentId: string, today: string): Promise<ExpertSchedule> {
  const db = await getLeadStore();
  const [rows, daysOff] = await Promise.all([
    db
      .selectFrom('expert_hours')
      .select(['weekday', 'ranges'])
      .where('agent_id', '=', agentId)
      .execute(),
    db
      .selectFrom('expert_days_off')
      .select('day')
      .where('agent_id', '=', agentId)
      .where('day', '>=', today)
      .orderBy('day')
      .limit(366)
      .execute(),
  ]);
  const defaults = bookingHours();
  return {
    own: rows.length > 0,
    week: dayNames.map((_, weekday) =>
      rows.length > 0
        ? (rows.find((row) => Number(row.weekday) === weekday)?.ranges ?? '')
        : formatDayRanges(defaults[weekday] ?? []),
    ),
    daysOff: daysOff.map((row) => row.day),
  };
}

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Sets the expert's whole week, Sunday first; each day `09:00-13:00, 14:00-18:00` in Dubai time or
 * empty. Throws a ZodError naming the day that does not read.
 */
export async function setExpertWeek(staff: Staff, agentId: string, week: string[]): Promise<void> {
  check(staff, agentId);
  const days = z
    .array(z.string().max(200))
    .length(7)
    .transform((texts, context) =>
      texts.map((text, weekday) => {
        try {
          return formatDayRanges(parseDayRanges(text));
        } catch (error) {
          context.addIssue({
            code: 'custom',
            path: [weekday],
            message: error instanceof Error ? error.message : 'not hours',
          });
          return '';
        }
      }),
    )
    .parse(week);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('expert_hours').where('agent_id', '=', agentId).execute();
    await trx
      .insertInto('expert_hours')
      .values(days.map((ranges, weekday) => ({ agent_id: agentId, weekday, ranges })))
      .execute();
    await recordStaffAction(trx, staff, 'hours.set', { agentId, week: days });
  });
}

/** The expert works BOOKING_HOURS again. */
export async function restoreDefaultHours(staff: Staff, agentId: string): Promise<void> {
  check(staff, agentId);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('expert_hours').where('agent_id', '=', agentId).execute();
    await recordStaffAction(trx, staff, 'hours.default', { agentId });
  });
}

/** A day (`YYYY-MM-DD`, Dubai) without calls; adding it twice is one day off. */
export async function addDayOff(staff: Staff, agentId: string, day: string): Promise<void> {
  check(staff, agentId);
  const valid = daySchema.parse(day);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('expert_days_off')
      .values({ agent_id: agentId, day: valid })
      .onConflict((conflict) => conflict.columns(['agent_id', 'day']).doNothing())
      .execute();
    await recordStaffAction(trx, staff, 'hours.day-off', { agentId, day: valid });
  });
}

export async function removeDayOff(staff: Staff, agentId: string, day: string): Promise<void> {
  check(staff, agentId);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('expert_days_off')
      .where('agent_id', '=', agentId)
      .where('day', '=', day)
      .execute();
    await recordStaffAction(trx, staff, 'hours.day-on', { agentId, day });
  });
}
