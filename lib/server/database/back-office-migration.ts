import 'server-only';
import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

// The back office (docs/design.md §12): better-auth's tables (its field names, camelCase, so the
// library needs no mapping; prefixed so they read as the staff's), the lead's work status, notes,
// the audit log, the sign-in throttle and the indexes every back-office list is served by.
export const backOfficeMigration: Migration = {
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
};
