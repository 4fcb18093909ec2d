import 'server-only';
import { z } from 'zod';
import { getLeadStore, type LeadStore } from './database/connection';
import { startOutbox } from './outbox/worker';

/**
 * The CRM's feed, polled (docs/listing-feeds.md, "Feed in"): with LISTINGS_FEED_URL set, every
 * server imports it each LISTINGS_FEED_INTERVAL_MINUTES on the outboxes' loop, the same import as
 * `npm run -s content -- import`, and logs the report. A lease row in `job_leases` makes one
 * instance at a time do it, and one that ran within the interval spares the others.
 */
const jobName = 'listings-feed';
/** Long enough for a feed of a few hundred listings with new photos; a dead instance frees it after. */
const leaseMs = 30 * 60_000;

const settingsSchema = z.object({
  url: z
    .string()
    .trim()
    .regex(/^(https?|file):/i, 'LISTINGS_FEED_URL must be an http(s) or file: URL'),
  intervalMinutes: z.coerce
    .number()
    .int('LISTINGS_FEED_INTERVAL_MINUTES must be whole minutes')
    .min(1, 'LISTINGS_FEED_INTERVAL_MINUTES must be at least 1')
    .default(15),
});

type FeedPollSettings = { url: string; intervalMs: number };

/** The poll's settings, or undefined when no feed is configured; throws on a malformed one. */
export function listingsFeedSettings(
  env: Record<string, string | undefined> = process.env,
): FeedPollSettings | undefined {
  if (!env.LISTINGS_FEED_URL?.trim()) return undefined;
  const parsed = settingsSchema.safeParse({
    url: env.LISTINGS_FEED_URL,
    intervalMinutes: env.LISTINGS_FEED_INTERVAL_MINUTES?.trim() || undefined,
  });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return { url: parsed.data.url, intervalMs: parsed.data.intervalMinutes * 60_000 };
}

/**
 * One import of the feed, if no other instance holds the lease (undefined then). `scheduled`:
 * skipped too when another instance ran it within half the interval. Returns the report's text.
 */
export async function runListingsFeedImport(
  settings: FeedPollSettings,
  options: { scheduled?: boolean } = {},
): Promise<string | undefined> {
  const db = await getLeadStore();
  const lease = await claimLease(db, settings.intervalMs, options.scheduled ?? false);
  if (!lease) return undefined;
  let ran = false;
  try {
    // Loaded when a feed is configured: the content system stays out of servers without one.
    const { getPayload } = await import('payload');
    const { default: config } = await import('@/lib/content/payload.config');
    const { feedImportSummary, importListingsFeed, readFeedSource } =
      await import('@/lib/content/feed-import');
    const xml = await readFeedSource(settings.url);
    const report = await importListingsFeed(await getPayload({ config }), xml);
    ran = true;
    return feedImportSummary(report);
  } finally {
    await db
      .updateTable('job_leases')
      .set({ locked_until: null, ...(ran ? { last_run_at: new Date().toISOString() } : {}) })
      .where('name', '=', jobName)
      .where('locked_until', '=', lease)
      .execute();
  }
}

async function claimLease(db: LeadStore, intervalMs: number, scheduled: boolean) {
  const now = new Date();
  await db
    .insertInto('job_leases')
    .values({ name: jobName, locked_until: null, last_run_at: null })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await db
    .updateTable('job_leases')
    .set({ locked_until: lease })
    .where('name', '=', jobName)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
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

/** Starts polling in this process when LISTINGS_FEED_URL is set; a bad setting is said, once. */
export function startListingsFeedPolling(): void {
  let settings: FeedPollSettings | undefined;
  try {
    settings = listingsFeedSettings();
  } catch (error) {
    console.error(`[${jobName}] not polled: ${error instanceof Error ? error.message : error}`);
    return;
  }
  if (!settings) return;
  const polled = settings;
  startOutbox({
    name: jobName,
    pass: async () => {
      const summary = await runListingsFeedImport(polled, { scheduled: true });
      // Not the URL: a CRM's feed address often carries its access key.
      if (summary) console.info(`[${jobName}] ${summary}`);
      return 0;
    },
    pollIntervalMs: () => polled.intervalMs,
    batchSize: 1,
  });
}
