import 'server-only';
import { sql } from 'kysely';
import { getLeadStore, withoutWaitingForTheDisk } from './database/connection';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const minuteMs = 60_000;

/**
 * Counts one write from `clientKey` in the current window (a minute, or `windowMs`, a whole number
 * of minutes). The counter lives in the database, so every instance sharing it enforces one limit;
 * its commits do not wait for the disk (a power loss forgets a second of hits, no more).
 */
export async function countWrite(
  clientKey: string,
  limit: number,
  now: number = Date.now(),
  windowMs: number = minuteMs,
): Promise<RateLimitVerdict> {
  const db = await getLeadStore();
  const windowMinutes = Math.max(1, Math.round(windowMs / minuteMs));
  const windowIndex = Math.floor(now / (windowMinutes * minuteMs));
  // A row is named by the last minute its window covers, so the sweep below (by minute) keeps a
  // longer window's row until that window is over; for a one-minute window it is the minute itself.
  const windowStart = windowIndex * windowMinutes + windowMinutes - 1;
  const minute = Math.floor(now / minuteMs);
  const hits = await withoutWaitingForTheDisk(db, async (db) => {
    const { hits } = await db
      .insertInto('rate_limit_hits')
      .values({ client_key: clientKey, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['client_key', 'window_start'])
          .doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    // Old windows are useless; the first hit of a new window sometimes sweeps them.
    if (hits === 1 && Math.random() < 0.05)
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', minute - 1)
        .execute();
    return hits;
  });

  if (hits <= limit) return { allowed: true };
  const windowEnd = (windowIndex + 1) * windowMinutes * minuteMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}
