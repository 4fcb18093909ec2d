import type { Payload } from 'payload';

/**
 * Payload on the test store's content database. Loaded when called: the configuration reads
 * DATA_DIR / DATABASE_URL when it is imported, after provideTestStore() has set them.
 */
export async function openContent(): Promise<Payload> {
  const { getPayload } = await import('payload');
  const { default: config } = await import('@/lib/content/payload.config');
  return getPayload({ config });
}

const closed = new WeakSet<Payload>();

/**
 * Closes what a test file opened, once (the test store closes it too). destroy() leaves Payload's
 * connections open; the test store then drops its database, which ends them (PostgreSQL's 57P01,
 * which the content pool logs: lib/content/payload.config.ts).
 */
export async function closeContent(payload: Payload | undefined): Promise<void> {
  if (!payload || closed.has(payload)) return;
  closed.add(payload);
  const db = payload.db as unknown as { client?: { close(): void } };
  await payload.destroy();
  db.client?.close();
}
