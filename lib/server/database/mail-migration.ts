import 'server-only';
import type { Kysely, Migration } from 'kysely';

/**
 * Issue 17 (migration `2026-11-25-007-mail`): the mail outbox (docs/design.md §10) and, on the
 * lead, the visitor's time zone, the manage link's hash and the call's status (§11). Never edit
 * once run; append a new migration instead.
 */
export const mailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('time_zone', 'text').execute();
    await db.schema.alterTable('leads').addColumn('manage_token_hash', 'text').execute();
    await db.schema.alterTable('leads').addColumn('call_status', 'text').execute();
    await db.schema
      .alterTable('leads')
      .addColumn('call_sequence', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('leads_manage_token_hash')
      .ifNotExists()
      .unique()
      .on('leads')
      .column('manage_token_hash')
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('lead_id', 'text')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('html', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('attachments', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    // One message per (lead, kind, booking revision) and recipient, however often its cause runs.
    await db.schema
      .createIndex('mail_outbox_once')
      .ifNotExists()
      .unique()
      .on('mail_outbox')
      .columns(['lead_id', 'kind', 'revision', 'recipient'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .ifNotExists()
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_created_at')
      .ifNotExists()
      .on('mail_outbox')
      .column('created_at')
      .execute();
  },
};
