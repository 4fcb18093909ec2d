import type { Pool } from 'pg';

/**
 * A PostgreSQL connection lost (a restart, a failover, a dropped database) is logged, never a
 * crash: idle in the pool (the pool's 'error', which pg throws when nobody listens) or checked out
 * between two queries of a transaction (the client's own 'error'). The pool replaces it. The lead
 * store's pool and the content system's (lib/content/payload.config.ts) both use it.
 */
export function logLostConnections(pool: Pool, who: string): void {
  const lost = (error: Error) =>
    console.error(`[${who}] PostgreSQL connection lost:`, error.message);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
}
