import type { Payload } from 'payload';
import { readPropertyFinderFeed, type ImportedListing } from '@/lib/listings/feeds/import';
import { comparable, dateOnly, feedExperts, unpublishable, type FeedExpert } from './feed-compare';
import { galleryFor, slugPart, storedPhotos } from './feed-photos';

export { readFeedSource } from './feed-photos';
export { feedImportSummary } from './feed-summary';
import { idOf, listingFacts, type FeedImportReport, type StoredListing } from './feed-types';

export type { FeedImportReport } from './feed-types';

/**
 * The CRM feed written into the content store (docs/listing-feeds.md, "Feed in"): each listing of
 * a Property Finder feed upserted by reference through Payload's local API as a system import,
 * its photos fetched and resized into media, published when Dubai's rules allow it and kept as a
 * draft otherwise, and, after a full feed, the imported listings it no longer holds marked sold.
 * Importing the same feed twice changes nothing. `npm run -s content -- import` and the server's
 * LISTINGS_FEED_URL poll (lib/server/listings-feed-poll.ts) both run it.
 *
 * Server code (files, sharp) without `import 'server-only'`, like the rest of lib/content: this is
 * an ES module package, where the content CLI cannot resolve `server-only` to its no-op.
 */

/** `feed.source` of an imported listing: what a full feed may withdraw. */
const FEED_SOURCE = 'crm-feed';

const slugFor = (listing: ImportedListing) =>
  [slugPart(listing.title.en).split('-').slice(0, 8).join('-'), slugPart(listing.reference)]
    .filter(Boolean)
    .join('-');

type Outcome =
  | { kind: 'created' | 'updated' | 'unchanged'; draftReasons: string[] }
  | { kind: 'refused'; reasons: string[] };

async function upsertListing(
  payload: Payload,
  experts: readonly FeedExpert[],
  listing: ImportedListing,
  warnings: string[],
  now: Date,
): Promise<Outcome> {
  // The newest version, a draft included: what a second run compares with.
  const { docs } = await payload.find({
    collection: 'listings',
    where: { reference: { equals: listing.reference } },
    draft: true,
    locale: 'all',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  });
  const stored = docs[0] as StoredListing | undefined;

  const photos = await galleryFor(payload, listing, stored, warnings);
  const photosChanged =
    JSON.stringify(photos.map((photo) => [photo.url, String(photo.media)])) !==
    JSON.stringify(storedPhotos(stored).map((photo) => [photo.url, String(photo.media)]));
  const expertId = listing.expert?.id ?? idOf(stored?.expert);
  const expert = experts.find((candidate) => candidate.expert.id === expertId) ?? null;
  const permitChanged = (stored?.permitNumber ?? null) !== listing.permitNumber;
  const offPlan = {
    ...(stored?.offPlan ?? {}),
    projectName: listing.projectName ?? stored?.offPlan?.projectName ?? null,
  };
  // What the feed does not carry stays as an editor left it.
  const facts: Record<string, unknown> = {
    reference: listing.reference,
    offerStatus:
      !stored || stored.feed?.withdrawnAt || stored.offerStatus === 'draft'
        ? 'available'
        : stored.offerStatus,
    ...listingFacts(listing),
    serviceChargeAedPerSqft:
      listing.serviceChargeAedPerSqft ?? stored?.serviceChargeAedPerSqft ?? null,
    developer: listing.developer ?? stored?.developer ?? null,
    handover: listing.handover ?? stored?.handover ?? null,
    coordinates: listing.coordinates ?? stored?.coordinates ?? null,
    permitNumber: listing.permitNumber,
    // A new permit number without its expiry does not inherit the old permit's.
    permitExpiry: listing.permitExpiry ?? (permitChanged ? null : dateOnly(stored?.permitExpiry)),
    expert: expert?.rawId ?? null,
    offPlan,
    feed: { source: FEED_SOURCE, withdrawnAt: null, photos },
  };
  const text = (locale: 'en' | 'ar') => ({
    title: listing.title[locale] ?? stored?.title?.[locale] ?? null,
    description: listing.description[locale] ?? stored?.description?.[locale] ?? null,
  });
  const draftReasons = unpublishable(facts, expert?.expert ?? null, now);
  const status = draftReasons.length === 0 ? 'published' : 'draft';
  const wanted = {
    ...facts,
    title: { en: text('en').title, ar: text('ar').title },
    description: { en: text('en').description, ar: text('ar').description },
  };
  if (stored && comparable(stored, stored._status) === comparable(wanted, status))
    return { kind: 'unchanged', draftReasons };

  const data: Record<string, unknown> = { ...facts, ...text('en') };
  // A group Payload is given as null breaks its hooks: one the feed does not know is left out.
  for (const group of ['handover', 'coordinates'] as const) if (!data[group]) delete data[group];
  if (photosChanged) {
    // Rows of images kept keep their id, so their captions in every language stay.
    const rows = new Map((stored?.gallery ?? []).map((row) => [idOf(row.image), row.id]));
    data.gallery = photos.map((photo) => ({
      ...(rows.get(String(photo.media)) ? { id: rows.get(String(photo.media)) } : {}),
      image: photo.media,
    }));
  }
  if (permitChanged || listing.permitExpiry) data.permitExpiry = facts.permitExpiry;
  else delete data.permitExpiry;
  // A draft save of a published listing leaves the published version (and its page) as it was;
  // the change waits as a draft for an editor.
  const save = { overrideAccess: true, depth: 0, draft: status === 'draft' } as const;
  const withStatus = (values: Record<string, unknown>) => ({ ...values, _status: status });
  try {
    let id = stored?.id;
    if (id === undefined) {
      const created = await payload.create({
        collection: 'listings',
        ...save,
        data: withStatus({ ...data, slug: slugFor(listing) }),
        locale: 'en',
      });
      id = created.id;
    } else {
      await payload.update({
        collection: 'listings',
        id,
        ...save,
        data: withStatus(data),
        locale: 'en',
      });
    }
    const arabic = text('ar');
    if (arabic.title || arabic.description)
      await payload.update({
        collection: 'listings',
        id,
        ...save,
        data: withStatus(arabic),
        locale: 'ar',
      });
  } catch (error) {
    return { kind: 'refused', reasons: [error instanceof Error ? error.message : String(error)] };
  }
  return { kind: stored ? 'updated' : 'created', draftReasons };
}

/** After a full feed: the imported listings it no longer holds are marked sold, never deleted. */
async function withdrawListingsNotIn(
  payload: Payload,
  references: Set<string>,
  now: Date,
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'listings',
    where: {
      and: [
        { 'feed.source': { equals: FEED_SOURCE } },
        { 'feed.withdrawnAt': { exists: false } },
        { offerStatus: { not_in: ['sold', 'rented'] } },
      ],
    },
    // The newest versions: a listing never published is withdrawn as a draft.
    draft: true,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const withdrawn: string[] = [];
  for (const doc of docs as StoredListing[]) {
    const reference = String(doc.reference);
    if (references.has(reference)) continue;
    // Not `_status`: a published listing stays published (its page answers, marked sold); a draft,
    // which may lack what publishing needs, stays a draft.
    await payload.update({
      collection: 'listings',
      id: doc.id,
      data: { offerStatus: 'sold', feed: { ...doc.feed, withdrawnAt: now.toISOString() } },
      draft: doc._status !== 'published',
      overrideAccess: true,
      depth: 0,
    });
    withdrawn.push(reference);
  }
  return withdrawn;
}

/**
 * Imports a Property Finder feed's XML into the content store. `full` (the default: a CRM exports
 * its whole inventory) withdraws the imported listings the feed no longer holds; a feed with no
 * `<property>` at all withdraws nothing, as an export that went wrong would otherwise empty the site.
 */
export async function importListingsFeed(
  payload: Payload,
  xml: string,
  options: { full?: boolean; now?: Date } = {},
): Promise<FeedImportReport> {
  const now = options.now ?? new Date();
  const experts = await feedExperts(payload);
  const feed = readPropertyFinderFeed(
    xml,
    experts.map((entry) => entry.expert),
  );
  const report: FeedImportReport = {
    created: [],
    updated: [],
    unchanged: [],
    withdrawn: [],
    drafts: [],
    refused: [...feed.refused],
    warnings: [],
  };
  const warningsOf = new Map(feed.warnings.map((entry) => [entry.reference, entry.reasons]));
  for (const listing of feed.listings) {
    const warnings = [...(warningsOf.get(listing.reference) ?? [])];
    const outcome = await upsertListing(payload, experts, listing, warnings, now);
    if (outcome.kind === 'refused') {
      report.refused.push({ reference: listing.reference, reasons: outcome.reasons });
      continue;
    }
    report[outcome.kind].push(listing.reference);
    if (outcome.draftReasons.length > 0)
      report.drafts.push({ reference: listing.reference, reasons: outcome.draftReasons });
    if (warnings.length > 0)
      report.warnings.push({ reference: listing.reference, reasons: warnings });
  }
  const held = new Set([...feed.listings, ...feed.refused].map((entry) => entry.reference));
  if ((options.full ?? true) && held.size > 0)
    report.withdrawn = await withdrawListingsNotIn(payload, held, now);
  return report;
}
