/** The subset of the Network Information API this site reads (Chromium only; others lack it). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Prefetching spends the visitor's data: skip it when they asked to save data or are on 2g. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
