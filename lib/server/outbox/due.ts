import 'server-only';
import type { LeadStore } from '../database/connection';

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
