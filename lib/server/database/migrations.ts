import 'server-only';
import {
  PostgresAdapter,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';

/**
 * The campaign token's columns (docs/design.md §4), kept with every kind of record. Listed here,
 * not imported from the schemas, so this migration stays as it ran when the token grows.
 */
const trackingTokenColumns = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'clickid',
  'bclickid',
] as const;

function addTrackingTokenColumns<Table extends string>(table: CreateTableBuilder<Table, never>) {
  return trackingTokenColumns.reduce<CreateTableBuilder<Table, string>>(
    (builder, key) => builder.addColumn(key, 'text'),
    table,
  );
}

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
  // The back office (docs/design.md §12): better-auth's tables (its field names, camelCase, so the
  // library needs no mapping; prefixed so they read as the staff's), the lead's work status, notes,
  // the audit log, the sign-in throttle and the indexes every back-office list is served by.
  '2026-11-25-008-back-office': {
    async up(db: Kysely<unknown>) {
      // better-auth's Kysely adapter writes real dates and booleans to PostgreSQL, ISO text and 0/1 to SQLite.
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const date = postgres ? 'timestamptz' : 'text';
      const flag = postgres ? 'boolean' : 'integer';
      const no = postgres ? false : 0;
      await db.schema
        .createTable('staff_user')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('emailVerified', flag, (column) => column.notNull().defaultTo(no))
        .addColumn('image', 'text')
        .addColumn('createdAt', date, (column) => column.notNull())
        .addColumn('updatedAt', date, (column) => column.notNull())
        .addColumn('twoFactorEnabled', flag, (column) => column.defaultTo(no))
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('agentId', 'text')
        .addColumn('disabledAt', date)
        .execute();
      await db.schema
        .createTable('staff_session')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('expiresAt', date, (column) => column.notNull())
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('createdAt', date, (column) => column.notNull())
        .addColumn('updatedAt', date, (column) => column.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_session_user')
        .ifNotExists()
        .on('staff_session')
        .column('userId')
        .execute();
      await db.schema
        .createTable('staff_account')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('accountId', 'text', (column) => column.notNull())
        .addColumn('providerId', 'text', (column) => column.notNull())
        .addColumn('userId', 'text', (column) => column.notNull())
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', date)
        .addColumn('refreshTokenExpiresAt', date)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', date, (column) => column.notNull())
        .addColumn('updatedAt', date, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_account_user')
        .ifNotExists()
        .on('staff_account')
        .column('userId')
        .execute();
      await db.schema
        .createTable('staff_verification')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('identifier', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('expiresAt', date, (column) => column.notNull())
        .addColumn('createdAt', date, (column) => column.notNull())
        .addColumn('updatedAt', date, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_verification_identifier')
        .ifNotExists()
        .on('staff_verification')
        .column('identifier')
        .execute();
      await db.schema
        .createTable('staff_two_factor')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('secret', 'text', (column) => column.notNull())
        .addColumn('backupCodes', 'text', (column) => column.notNull())
        .addColumn('userId', 'text', (column) => column.notNull())
        .addColumn('verified', flag, (column) => column.defaultTo(postgres ? true : 1))
        .addColumn('failedVerificationCount', 'integer', (column) => column.defaultTo(0))
        .addColumn('lockedUntil', date)
        .execute();
      for (const column of ['secret', 'userId'])
        await db.schema
          .createIndex(`staff_two_factor_${column}`)
          .ifNotExists()
          .on('staff_two_factor')
          .column(column)
          .execute();

      // Sign-in tries per address and per account, one row each, counted over the last 10 minutes.
      await db.schema
        .createTable('staff_sign_in_tries')
        .ifNotExists()
        .addColumn('throttle_key', 'text', (column) => column.notNull())
        .addColumn('tried_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_sign_in_tries_key')
        .ifNotExists()
        .on('staff_sign_in_tries')
        .columns(['throttle_key', 'tried_at'])
        .execute();

      await db.schema
        .createTable('staff_audit')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('detail', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_audit_at')
        .ifNotExists()
        .on('staff_audit')
        .columns(['at', 'id'])
        .execute();
      await db.schema
        .createIndex('staff_audit_lead')
        .ifNotExists()
        .on('staff_audit')
        .columns(['lead_id', 'at'])
        .execute();

      await db.schema
        .createTable('lead_notes')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('author_email', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('lead_notes_lead')
        .ifNotExists()
        .on('lead_notes')
        .columns(['lead_id', 'created_at'])
        .execute();

      // The sales pipeline: new → contacted → qualified → won | lost (with the reason).
      await db.schema
        .alterTable('leads')
        .addColumn('work_status', 'text', (column) => column.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('leads').addColumn('work_status_reason', 'text').execute();
      // The inbox pages newest first by (created_at, id); each filter has its own ordered index, and
      // a returning contact is found through phone and e-mail (docs/design.md §13).
      const indexes: [string, string[]][] = [
        ['leads_inbox', ['created_at', 'id']],
        ['leads_inbox_kind', ['kind', 'created_at']],
        ['leads_inbox_status', ['work_status', 'created_at']],
        ['leads_inbox_agent', ['agent_id', 'created_at']],
        ['leads_inbox_forward', ['forward_status', 'created_at']],
        ['leads_inbox_payment', ['payment_status', 'created_at']],
        ['leads_inbox_source', ['utm_source', 'created_at']],
        ['leads_inbox_campaign', ['utm_campaign', 'created_at']],
        ['leads_inbox_locale', ['locale', 'created_at']],
        ['leads_phone', ['phone', 'created_at']],
        ['leads_email', ['email', 'created_at']],
      ];
      for (const [name, columns] of indexes)
        await db.schema.createIndex(name).ifNotExists().on('leads').columns(columns).execute();
      // A lead's timeline reads its payment events.
      await db.schema
        .createIndex('payment_events_lead')
        .ifNotExists()
        .on('payment_events')
        .columns(['lead_id', 'received_at'])
        .execute();
    },
  },
};

export const leadServiceMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
