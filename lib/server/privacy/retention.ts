import 'server-only';
import { retentionPeriods, type RetentionPeriods } from '@/lib/privacy/retention';
import { getLeadStore, type LeadStore } from '../database/connection';
import { startOutbox } from '../outbox/worker';
import { applyRetention, type RetentionReport } from './retention-rules';

/**
 * Retention (docs/design.md §15): personal data is deleted or anonymised once the privacy page's
 * periods (lib/privacy/retention.ts, RETENTION_* settings) have passed. Runs in every server on
 * the outboxes' loop, once an hour; a lease row in `job_leases` makes one instance at a time do
 * it, so instances on one database never run it together. `npm run -s retention` runs it once.
 */
const jobName = 'retention';
const intervalMs = 60 * 60_000;
/** Long enough for a pass over a large store; an instance that dies mid-pass frees it after. */
const leaseMs = 15 * 60_000;

const retentionLoop = {
  name: 'retention',
  pass: async () => {
    await runRetention({ scheduled: true });
    return 0;
  },
  pollIntervalMs: () => intervalMs,
  batchSize: 1,
};

export const startRetention = () => startOutbox(retentionLoop);

/**
 * One retention pass, if no other instance holds the lease (undefined then). `scheduled`: skipped
 * too when another instance ran it within the hour.
 */
export async function runRetention(
  options: { now?: Date; periods?: RetentionPeriods; scheduled?: boolean } = {},
): Promise<RetentionReport | undefined> {
  const now = options.now ?? new Date();
  const db = await getLeadStore();
  const lease = await claimLease(db, now, options.scheduled ?? false);
  if (!lease) return undefined;
  try {
    const report = await applyRetention(db, now, options.periods ?? retentionPeriods());
    await db
      .updateTable('job_leases')
      .set({ locked_until: null, last_run_at: now.toISOString() })
      .where('name', '=', jobName)
      .where('locked_until', '=', lease)
      .execute();
    return report;
  } catch (error) {
    await db
      .updateTable('job_leases')
      .set({ locked_until: null })
      .where('name', '=', jobName)
      .where('locked_until', '=', lease)
      .execute();
    throw error;
  }
}

async function claimLease(db: LeadStore, now: Date, scheduled: boolean) {
  // The wall clock, not `now`: a test (or an operator) moving `now` must not hold the lease for months.
  const clock = new Date();
  await db
    .insertInto('job_leases')
    .values({ name: jobName, locked_until: null, last_run_at: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const lease = new Date(clock.getTime() + leaseMs).toISOString();
  const claimed = await db
    .updateTable('job_leases')
    .set({ locked_until: lease })
    .where('name', '=', jobName)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', clock.toISOString())]),
    )
    .$if(scheduled, (query) =>
      query.where((eb) =>
        eb.or([
          eb('last_run_at', 'is', null),
          eb('last_run_at', '<', new Date(now.getTime() - intervalMs / 2).toISOString()),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0 ? lease : undefined;
}
