import 'server-only';
import { sql } from 'kysely';
import { storeDialect } from '../database/connection';
import type { Db } from './person-records';

/**
 * After rows with personal data were deleted: SQLite runs with `secure_delete` (deleted content is
 * overwritten with zeros, lib/server/database/connection.ts); a truncating checkpoint empties the
 * WAL, which still holds earlier versions of the pages, and VACUUM rewrites the file without the
 * free pages of deletes made before secure_delete was on. PostgreSQL: VACUUM drops the dead rows
 * from the tables' pages (its WAL segments are recycled by the server; backups age out by
 * their own rotation).
 */
export async function compactAfterDeleting(db: Db): Promise<void> {
  if (storeDialect() === 'postgres') {
    for (const table of [
      'leads',
      'conversions',
      'mail_outbox',
      'staff_audit',
      'cv_files',
      'lead_notes',
    ])
      await sql`vacuum ${sql.table(table)}`.execute(db);
    return;
  }
  await checkpoint(db);
  try {
    await sql`vacuum`.execute(db);
  } catch (error) {
    // Another process holding a read open: the zeroed pages already hold nothing; say so.
    console.warn('[privacy] VACUUM skipped:', error instanceof Error ? error.message : error);
  }
  await checkpoint(db);
}

/** Moves the WAL into the database file and empties it (SQLite). */
export async function checkpoint(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (!rows[0]?.busy) return;
    // A reader (the running site) is on an older snapshot: wait for it to finish.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn('[privacy] the WAL could not be emptied: a reader kept it busy');
}
