import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import { storeDialect } from './connection';
import type { LeadDatabase } from './schema';

type Work<T> = (trx: Transaction<LeadDatabase>) => Promise<T>;
type Queued = {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const queues = new WeakMap<Kysely<LeadDatabase>, Queued[]>();

type Sharing = {
  /**
   * Share the commit on PostgreSQL too. Only for rows one worker owns at a time (an outbox pass's
   * leased messages): a lead's rows are contended across instances, and one transaction holding
   * many leads' locks would deadlock with another instance's (the same Idempotency-Key sent to
   * both, the assignment counters).
   */
  onPostgres?: boolean;
};

/**
 * Runs `work` in one transaction with the other work queued in the same turn of the event loop:
 * one commit, so one sync of the journal, for leads that arrive together and for the outcomes of
 * an outbox pass's messages (docs/design.md §13). Each runs in a savepoint of its own: one that
 * throws is undone alone, its promise rejects, and the rest commit. Resolves once the shared
 * commit is durable; a commit that fails rejects all. SQLite writes one transaction at a time,
 * each commit a sync; PostgreSQL flushes the commits of concurrent connections together itself, so
 * there a work has its own transaction unless `onPostgres` says its rows cannot be contended.
 */
export function inSharedCommit<T>(
  db: Kysely<LeadDatabase>,
  work: Work<T>,
  { onPostgres = false }: Sharing = {},
): Promise<T> {
  if (!onPostgres && storeDialect() === 'postgres') return db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => void commitQueued(db));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

async function commitQueued(db: Kysely<LeadDatabase>): Promise<void> {
  const batch = queues.get(db) ?? [];
  queues.delete(db);
  let outcomes: Outcome[];
  try {
    outcomes = await db.transaction().execute((trx) => runEach(trx, batch));
  } catch (error) {
    for (const { reject } of batch) reject(error);
    return;
  }
  outcomes.forEach((outcome, index) => {
    const { resolve, reject } = batch[index]!;
    if (outcome.ok) resolve(outcome.value);
    else reject(outcome.error);
  });
}

async function runEach(trx: Transaction<LeadDatabase>, batch: Queued[]): Promise<Outcome[]> {
  // Alone, the work's own failure rolls the transaction back: no savepoint needed.
  if (batch.length === 1) return [{ ok: true, value: await batch[0]!.work(trx) }];
  const outcomes: Outcome[] = [];
  for (const { work } of batch) {
    await sql`savepoint shared_commit`.execute(trx);
    try {
      outcomes.push({ ok: true, value: await work(trx) });
    } catch (error) {
      outcomes.push({ ok: false, error });
      await sql`rollback to savepoint shared_commit`.execute(trx);
    }
    await sql`release savepoint shared_commit`.execute(trx);
  }
  return outcomes;
}
