import 'server-only';
import { sql, type Kysely } from 'kysely';
import { sessionTokenHash } from '../admin/hashed-sessions';

/**
 * The back office's sign-in, hardened (docs/design.md §12): the throttle counts in one atomic
 * upsert per key and window (it replaces a row per try, counted after the password's hash), each
 * account remembers the last TOTP code it used, and the session tokens already stored are hashed
 * as new ones are. Also the booking's limits (issue 32): the booking e-mails one inbox received in
 * the last day are counted through mail_outbox_recipient, whatever the address's case.
 */
export const abuseLimitsMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_sign_in_counts')
      .ifNotExists()
      .addColumn('throttle_key', 'text', (column) => column.notNull())
      .addColumn('window_start', 'integer', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('staff_sign_in_counts_pk', ['throttle_key', 'window_start'])
      .execute();
    await db.schema.dropTable('staff_sign_in_tries').ifExists().execute();
    await db.schema
      .createTable('staff_totp_used')
      .ifNotExists()
      .addColumn('user_id', 'text', (column) => column.primaryKey())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('step', 'integer', (column) => column.notNull())
      .execute();

    await db.schema
      .createIndex('mail_outbox_recipient')
      .ifNotExists()
      .on('mail_outbox')
      .expression(sql`lower(recipient), created_at`)
      .execute();

    const store = db as Kysely<{ staff_session: { id: string; token: string } }>;
    const sessions = await store.selectFrom('staff_session').select(['id', 'token']).execute();
    for (const { id, token } of sessions)
      if (!token.startsWith('sha256:'))
        await store
          .updateTable('staff_session')
          .set({ token: sessionTokenHash(token) })
          .where('id', '=', id)
          .execute();
  },
};
