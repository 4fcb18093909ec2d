import 'server-only';
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 18, migration `2026-11-25-009-expert-hours` (docs/design.md §12): each expert's weekly
 * hours and days off, which the slots honour (BOOKING_HOURS is the default of an expert with
 * none), and the lead's call slot kept with its status, so the calls page lists booked, moved and
 * cancelled calls from one index. Never edit once run; append a new migration instead.
 */
export const expertHoursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per expert and weekday (0 Sunday … 6 Saturday): `ranges` is `10:00-13:00,14:00-18:00`
    // in Dubai time, empty for a day off each week. An expert with no rows works BOOKING_HOURS.
    await db.schema
      .createTable('expert_hours')
      .ifNotExists()
      .addColumn('agent_id', 'text', (column) => column.notNull())
      .addColumn('weekday', 'integer', (column) => column.notNull())
      .addColumn('ranges', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('expert_hours_key', ['agent_id', 'weekday'])
      .execute();
    await db.schema
      .createTable('expert_days_off')
      .ifNotExists()
      .addColumn('agent_id', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('expert_days_off_key', ['agent_id', 'day'])
      .execute();

    // The call's Dubai slot (`YYYY-MM-DD HH:mm`), kept when the call is cancelled.
    await db.schema.alterTable('leads').addColumn('call_slot', 'text').execute();
    await sql`UPDATE leads SET call_slot = (SELECT slot FROM bookings WHERE bookings.lead_id = leads.id)
      WHERE call_status IS NOT NULL`.execute(db);
    await db.schema
      .createIndex('leads_calls')
      .ifNotExists()
      .on('leads')
      .columns(['call_slot', 'id'])
      .execute();
    await db.schema
      .createIndex('leads_calls_agent')
      .ifNotExists()
      .on('leads')
      .columns(['agent_id', 'call_slot', 'id'])
      .execute();
  },
};
