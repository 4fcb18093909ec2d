import 'server-only';
import { getLeadStore, type LeadStore } from '../database/connection';
import { startOutbox } from './worker';

/**
 * A job that every server runs on the outboxes' loop (retention, the listings feed's import), one
 * instance at a time: a lease row in `job_leases` names the instance doing it, and one that ran
 * within half the interval spares the others a scheduled run.
 */
type PeriodicJob = {
  /** The lease row's name, and the loop's in the logs. */
  name: string;
  intervalMs: number;
  /** Long enough for one run; an instance that dies mid-run frees it after. */
  leaseMs: number;
};

type RunOptions = {
  /** Skipped too when another instance ran the job within half the interval. */
  scheduled?: boolean;
  /** The run's time, recorded as its last run; by default the wall clock when it ends. */
  now?: Date;
};

/**
 * Runs `work` once if no other instance holds the job's lease (undefined then), and frees the lease
 * after, recording the run only when `work` returned.
 */
export async function runUnderLease<T>(
  job: PeriodicJob,
  options: RunOptions,
  work: (db: LeadStore) => Promise<T>,
): Promise<T | undefined> {
  const db = await getLeadStore();
  const lease = await claimLease(db, job, options);
  if (!lease) return undefined;
  let ranAt: string | undefined;
  try {
    const result = await work(db);
    ranAt = (options.now ?? new Date()).toISOString();
    return result;
  } finally {
    await db
      .updateTable('job_leases')
      .set({ locked_until: null, ...(ranAt ? { last_run_at: ranAt } : {}) })
      .where('name', '=', job.name)
      .where('locked_until', '=', lease)
      .execute();
  }
}

async function claimLease(db: LeadStore, job: PeriodicJob, { scheduled, now }: RunOptions) {
  // The wall clock, not `now`: a test (or an operator) moving `now` must not hold the lease for months.
  const clock = new Date();
  const since = new Date((now ?? clock).getTime() - job.intervalMs / 2).toISOString();
  await db
    .insertInto('job_leases')
    .values({ name: job.name, locked_until: null, last_run_at: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const lease = new Date(clock.getTime() + job.leaseMs).toISOString();
  const claimed = await db
    .updateTable('job_leases')
    .set({ locked_until: lease })
    .where('name', '=', job.name)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', clock.toISOString())]),
    )
    .$if(scheduled ?? false, (query) =>
      query.where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<', since)])),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0 ? lease : undefined;
}

/** Runs `run` in this process every interval (once started; the lease is `run`'s to take). */
export function startPeriodicJob(job: PeriodicJob, run: () => Promise<unknown>): void {
  startOutbox({
    name: job.name,
    pass: async () => {
      await run();
      return 0;
    },
    pollIntervalMs: () => job.intervalMs,
    batchSize: 1,
  });
}
