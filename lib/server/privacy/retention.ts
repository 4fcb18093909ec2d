import 'server-only';
import { retentionPeriods, type RetentionPeriods } from '@/lib/privacy/retention';
import { runUnderLease, startPeriodicJob } from '../outbox/periodic-job';
import { applyRetention, type RetentionReport } from './retention-rules';

/**
 * Retention (docs/design.md §15): personal data is deleted or anonymised once the privacy page's
 * periods (lib/privacy/retention.ts, RETENTION_* settings) have passed. Runs in every server on
 * the outboxes' loop, once an hour; a lease row in `job_leases` makes one instance at a time do
 * it, so instances on one database never run it together. `npm run -s retention` runs it once.
 */
const retentionJob = {
  name: 'retention',
  intervalMs: 60 * 60_000,
  /** Long enough for a pass over a large store. */
  leaseMs: 15 * 60_000,
};

export const startRetention = () =>
  startPeriodicJob(retentionJob, () => runRetention({ scheduled: true }));

/**
 * One retention pass, if no other instance holds the lease (undefined then). `scheduled`: skipped
 * too when another instance ran it within the hour.
 */
export async function runRetention(
  options: { now?: Date; periods?: RetentionPeriods; scheduled?: boolean } = {},
): Promise<RetentionReport | undefined> {
  const now = options.now ?? new Date();
  return runUnderLease(retentionJob, { now, scheduled: options.scheduled }, (db) =>
    applyRetention(db, now, options.periods ?? retentionPeriods()),
  );
}
