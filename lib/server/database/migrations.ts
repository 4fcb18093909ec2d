import 'server-only';
import type { CreateTableBuilder, Kysely, Migration, MigrationProvider } from 'kysely';

/**
 * The campaign token's columns (DESIGN.md §4), kept with every kind of record. Listed here, not
 * imported from the schemas, so this migration stays as it ran when the token grows.
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
  // An enquiry from a listing page names the listing in the lead itself, for the sales team and CRM.
  '2026-11-22-004-listing-enquiry': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('listing_slug', 'text').execute();
    },
  },
};

export const leadServiceMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
