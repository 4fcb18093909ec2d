import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';

/**
 * A pass's book-keeping, committed as it becomes known: the writes asked for in the same turn of
 * the event loop (messages of a pass that went out together) share one transaction, so one sync of
 * the journal, and each caller resolves once its own write is committed, not at the pass's end.
 */
export function settleTogether<T>(
  db: LeadStore,
  write: (trx: Kysely<LeadDatabase>, item: T) => Promise<void>,
): (item: T) => Promise<void> {
  let next: { items: T[]; committed: Promise<void> } | undefined;
  return (item) => {
    if (!next) {
      const items: T[] = [];
      const committed = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next = undefined;
        return db.transaction().execute(async (trx) => {
          for (const queued of items) await write(trx, queued);
        });
      });
      next = { items, committed };
    }
    next.items.push(item);
    return next.committed;
  };
}
