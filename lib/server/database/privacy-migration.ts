import 'server-only';
import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/**
 * Personal data (docs/design.md §15), migration `2026-11-27-i35b-001-privacy`: messages to the CRM
 * that are about no stored lead (an erasure: the lead rows are gone), CVs kept in the database so
 * every instance on one PostgreSQL reads them, and the leases of the scheduled jobs (retention), so
 * two instances never run one together. Never edit once run; append a new migration instead.
 */
export const privacyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('crm_messages')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema
      .createIndex('crm_messages_due')
      .ifNotExists()
      .on('crm_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('cv_files')
      .ifNotExists()
      .addColumn('ref', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('bytes', postgres ? 'bytea' : 'blob', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('job_leases')
      .ifNotExists()
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('locked_until', 'text')
      .addColumn('last_run_at', 'text')
      .execute();
  },
};
