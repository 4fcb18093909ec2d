import 'server-only';
import { z } from 'zod';
import { runUnderLease, startPeriodicJob } from './outbox/periodic-job';

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
  return runUnderLease(feedJob(settings), options, async () => {
    // Loaded when a feed is configured: the content system stays out of servers without one.
    const { getPayload } = await import('payload');
    const { default: config } = await import('@/lib/content/payload.config');
    const { feedImportSummary, importListingsFeed, readFeedSource } =
      await import('@/lib/content/feed-import');
    const xml = await readFeedSource(settings.url);
    return feedImportSummary(await importListingsFeed(await getPayload({ config }), xml));
  });
}

const feedJob = (settings: FeedPollSettings) => ({
  name: jobName,
  intervalMs: settings.intervalMs,
  leaseMs,
});

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
  startPeriodicJob(feedJob(polled), async () => {
    const summary = await runListingsFeedImport(polled, { scheduled: true });
    // Not the URL: a CRM's feed address often carries its access key.
    if (summary) console.info(`[${jobName}] ${summary}`);
  });
}
