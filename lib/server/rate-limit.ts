import 'server-only';
import { sql } from 'kysely';
import { getLeadStore } from './database/connection';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windowMs = 60_000;

/**
 * Counts one write from `clientKey` in the current minute. The counter lives in the database, so
 * every instance sharing it enforces one limit.
 */
export async function countWrite(
  clientKey: string,
  limitPerMinute: number,
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  const db = await getLeadStore();
  const windowStart = Math.floor(now / windowMs);
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
  if (hits === 1 && Math.random() < 0.05) {
    await db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', windowStart - 1)
      .execute();
  }

  if (hits <= limitPerMinute) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(((windowStart + 1) * windowMs - now) / 1000)),
  };
}
