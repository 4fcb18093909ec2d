import 'server-only';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A salesperson's day (docs/design.md §12): a lead's next action (when, what, whose, and a revision
 * so each one's due mail is its own), its first contact (the tap on Call or WhatsApp) and the
 * response time it measured, and the indexes the Today page, the due mails and the campaigns'
 * response time read.
 */
export const workQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const columns: [string, 'text' | 'integer'][] = [
      ['next_action_at', 'text'],
      ['next_action_text', 'text'],
      ['next_action_owner', 'text'],
      ['first_contact_at', 'text'],
      ['response_seconds', 'integer'],
    ];
    for (const [name, type] of columns)
      await db.schema.alterTable('leads').addColumn(name, type).execute();
    await db.schema
      .alterTable('leads')
      .addColumn('next_action_revision', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
    // The Today page: due next actions in time order, whoever's.
    await db.schema
      .createIndex('leads_next_action')
      .ifNotExists()
      .on('leads')
      .columns(['next_action_at', 'agent_id'])
      .execute();
    // The campaigns view's response time: one pass over a range of this index alone. Partial (only
    // contacted leads), so it is small and no other read of the leads picks it.
    await db.schema
      .createIndex('leads_response')
      .ifNotExists()
      .on('leads')
      .columns(['created_at', 'forward_status', 'response_seconds'])
      .where(sql.ref('response_seconds'), 'is not', null)
      .execute();
  },
};
