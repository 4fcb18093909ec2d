import 'server-only';
import type { Selectable } from 'kysely';
import type { LeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';

/** The tables whose rows wait with a status, a due time and a lease: the mail and CRM messages. */
type OutboxTable = 'mail_outbox' | 'crm_messages';

/**
 * The ids of up to `limit` rows of `table` that a pass should try: pending, due, and not leased by
 * another instance (or its lease ran out), the longest waiting first.
 */
export async function dueRowIds(
  db: LeadStore,
  table: OutboxTable,
  limit: number,
): Promise<string[]> {
  const now = new Date().toISOString();
  const due = await db
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return due.map(({ id }) => id);
}

/**
 * Takes the lease on one due row until `lease` (the sending instance's; if it dies mid-send, the
 * lease runs out and another retries): the row, or undefined when it is sent or another holds it.
 */
export async function claimDueRow<T extends OutboxTable>(
  db: LeadStore,
  table: T,
  id: string,
  now: Date,
  lease: string,
): Promise<Selectable<LeadDatabase[T]> | undefined> {
  const [row] = await claimDueRows(db, table, [id], now, lease);
  return row;
}

/**
 * `claimDueRow` for a whole pass at once: the lease on every row of `ids` still due and free, in
 * one statement (one commit, so one sync of the journal rather than one a row); the rows claimed.
 */
export async function claimDueRows<T extends OutboxTable>(
  db: LeadStore,
  table: T,
  ids: string[],
  now: Date,
  lease: string,
): Promise<Selectable<LeadDatabase[T]>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable(table as OutboxTable)
    .set({ locked_until: lease })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
    )
    .returningAll()
    .execute();
  return rows as Selectable<LeadDatabase[T]>[];
}
