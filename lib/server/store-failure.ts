import 'server-only';

/** Seconds a client is asked to wait while the database is away. */
export const storeRetryAfterSeconds = 5;

// PostgreSQL SQLSTATE classes and codes that mean "the server is away or restarting", not "bad query":
// 08 connection exceptions, 57P01-57P03 shutdown/cannot connect now, 53300 too many connections.
const unavailableStates = /^(08|57P0[1-3]|53300$)/;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

/**
 * Whether an error means the store cannot be reached right now (PostgreSQL stopped or restarting,
 * SQLite locked): the request can be retried and is answered 503 with Retry-After, not 500.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableErrnos.has(code) || unavailableStates.test(code)))
      return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    // AggregateError (every address refused) and wrapped errors carry the cause inside.
    const inner = cause as { errors?: unknown[]; cause?: unknown };
    cause = inner.errors?.[0] ?? inner.cause;
  }
  return false;
}
