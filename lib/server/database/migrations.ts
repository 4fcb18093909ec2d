import 'server-only';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { scaleMigration } from './scale-migration';
import { mailMigration } from './mail-migration';
import { backOfficeMigration } from './back-office-migration';
import { expertHoursMigration } from './expert-hours-migration';
import { campaignsMigration } from './campaigns-migration';
import { abuseLimitsMigration } from './abuse-limits-migration';
import { privacyMigration } from './privacy-migration';
import { consentMigration } from './consent-migration';
import { workQueueMigration } from './work-queue-migration';
import { mailTemplateMigration } from './mail-template-migration';
import { addTrackingTokenColumns } from './tracking-token-columns';

/**
 * Migrations live in code (not files on disk) so they ship inside the server bundle. Append new
 * ones; never edit one that has run. Column types are the ones both dialects understand.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-lead-service': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('email', 'text')
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('full_url', 'text', (column) => column.notNull())
        .$call(addTrackingTokenColumns)
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('cv_file', 'text')
        .addColumn('client_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('forward_status', 'text', (column) => column.notNull())
        .addColumn('forward_attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('forward_next_attempt_at', 'text')
        .addColumn('forward_locked_until', 'text')
        .addColumn('forward_last_error', 'text')
        .addColumn('forwarded_at', 'text')
        .execute();
      await db.schema
        .createIndex('leads_created_at')
        .ifNotExists()
        .on('leads')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('leads_forward_due')
        .ifNotExists()
        .on('leads')
        .columns(['forward_status', 'forward_next_attempt_at'])
        .execute();

      await db.schema
        .createTable('conversions')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('email', 'text')
        .addColumn('locale', 'text')
        .addColumn('full_url', 'text', (column) => column.notNull())
        .$call(addTrackingTokenColumns)
        .addColumn('client_address', 'text')
        .addColumn('postback_status', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('chat_starts')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('locale', 'text')
        .addColumn('full_url', 'text')
        .$call(addTrackingTokenColumns)
        .addColumn('client_address', 'text')
        .execute();

      await db.schema
        .createTable('rate_limit_hits')
        .ifNotExists()
        .addColumn('client_key', 'text', (column) => column.notNull())
        .addColumn('window_start', 'integer', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['client_key', 'window_start'])
        .execute();

      await db.schema
        .createTable('agent_assignments')
        .ifNotExists()
        .addColumn('agent_id', 'text', (column) => column.primaryKey())
        .addColumn('assigned_count', 'integer', (column) => column.notNull())
        .addColumn('last_assigned_at', 'text', (column) => column.notNull())
        .execute();
    },
  },

  /** Club spot booking (docs/design.md §9): the lead's payment, one booking per expert and slot. */
  '2026-11-22-002-spot-booking': {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per ALTER TABLE.
      const columns: [string, 'text' | 'integer'][] = [
        ['payment_status', 'text'],
        ['payment_intent_id', 'text'],
        ['payment_amount', 'integer'],
        ['payment_currency', 'text'],
        ['payment_secret_hash', 'text'],
        ['reservation_key', 'text'],
      ];
      for (const [name, type] of columns)
        await db.schema.alterTable('leads').addColumn(name, type).execute();
      await db.schema
        .alterTable('leads')
        .addColumn('forward_revision', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      // A double click within the reservation window finds the first click's reservation.
      await db.schema
        .createIndex('leads_reservation_key')
        .ifNotExists()
        .unique()
        .on('leads')
        .column('reservation_key')
        .execute();
      await db.schema
        .createIndex('leads_payment_intent_id')
        .ifNotExists()
        .on('leads')
        .column('payment_intent_id')
        .execute();

      await db.schema
        .createTable('bookings')
        .ifNotExists()
        .addColumn('lead_id', 'text', (column) => column.primaryKey())
        .addColumn('agent_id', 'text', (column) => column.notNull())
        .addColumn('slot', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('bookings_agent_slot', ['agent_id', 'slot'])
        .execute();

      await db.schema
        .createTable('payment_events')
        .ifNotExists()
        .addColumn('event_id', 'text', (column) => column.primaryKey())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
    },
  },

  // Issue 9: quarantine instead of dropping suspected bots, one row per browser submission
  // (Idempotency-Key), the agent a lead went to (fair spreading counts leads), one postback per lead.
  '2026-11-22-003-lead-integrity': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('quarantine_reason', 'text').execute();
      await db.schema.alterTable('leads').addColumn('released_at', 'text').execute();
      await db.schema.alterTable('leads').addColumn('idempotency_key', 'text').execute();
      await db.schema.alterTable('leads').addColumn('agent_id', 'text').execute();
      await db.schema
        .createIndex('leads_idempotency_key')
        .ifNotExists()
        .unique()
        .on('leads')
        .column('idempotency_key')
        .execute();
      await db.schema
        .createIndex('leads_agent_id')
        .ifNotExists()
        .on('leads')
        .column('agent_id')
        .execute();
      await db.schema.alterTable('conversions').addColumn('lead_id', 'text').execute();
      await db.schema
        .createIndex('conversions_lead_id')
        .ifNotExists()
        .unique()
        .on('conversions')
        .column('lead_id')
        .execute();
    },
  },

  // An enquiry from a listing page names the listing in the lead itself, for the sales team and CRM.
  '2026-11-22-004-listing-enquiry': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('listing_slug', 'text').execute();
    },
  },

  '2026-11-25-005-scale': scaleMigration,

  // Issue 22: an Idempotency-Key answers only for the request it came with; a slot is held only
  // briefly for a reservation whose payment is in progress.
  '2026-11-25-006-request-integrity': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('idempotency_fingerprint', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('held_until', 'text').execute();
    },
  },

  // Issue 17: e-mail from an outbox (docs/design.md §10) and the investor's manage link (§11).
  '2026-11-25-007-mail': mailMigration,

  // Issue 18: the back office's accounts, work and indexes (docs/design.md §12), in its own file.
  '2026-11-25-008-back-office': backOfficeMigration,

  // Issue 18: experts' hours and days off, the calls page's index (docs/design.md §12).
  '2026-11-25-009-expert-hours': expertHoursMigration,

  // Issue 18, the staff page: when each account last signed in (sessions end, so they cannot say).
  '2026-11-25-010-staff-invites': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_user').addColumn('lastSignInAt', 'text').execute();
    },
  },

  // The campaigns view over a year in one index read (docs/design.md §12).
  '2026-11-26-011-campaigns': campaignsMigration,

  // The sign-in throttle counted atomically, TOTP codes used once, session tokens hashed (§12).
  '2026-11-27-i32-001-abuse-limits': abuseLimitsMigration,
  // Personal data (docs/design.md §15): the CRM's erasure messages, CVs in the database, job leases.
  '2026-11-27-i35b-001-privacy': privacyMigration,
  // What the visitor was told and chose (docs/design.md §15).
  '2026-11-27-i35a-001-consent': consentMigration,
  // A salesperson's day: next actions, first contact and response time (docs/design.md §12).
  '2026-11-27-i36-001-work-queue': workQueueMigration,
  // The staff's lead mail rendered by the mail worker, not in the lead's request (§10).
  '2026-11-27-i34c-001-mail-template': mailTemplateMigration,
};

export const leadServiceMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
