import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';
import sharp from 'sharp';
import {
  readPropertyFinderFeed,
  type ImportedListing,
  type ImportProblem,
} from '@/lib/listings/feeds/import';
import type { ListingExpert } from '@/lib/listings/types';
import { publishingProblems } from './publishing-rules';

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
export const FEED_SOURCE = 'crm-feed';
const FETCH_TIMEOUT_MS = 30_000;
const MAX_FEED_BYTES = 50 * 1024 * 1024;
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** What sharp may read, as the media collection accepts it (no SVG). */
const photoTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/avif',
};

export type FeedImportReport = {
  created: string[];
  updated: string[];
  unchanged: string[];
  withdrawn: string[];
  /** Taken, but not published (or a newer version kept as a draft): why. */
  drafts: ImportProblem[];
  /** Not taken at all: why. */
  refused: ImportProblem[];
  /** Taken with something left out (a photo, the Arabic text, an unmatched agent). */
  warnings: ImportProblem[];
};

type Id = string | number;
type FeedPhoto = { url: string; media: Id };
type StoredListing = {
  id: Id;
  _status?: 'draft' | 'published' | null;
  title?: Record<string, string | null> | null;
  description?: Record<string, string | null> | null;
  offerStatus?: string | null;
  expert?: Id | { id: Id } | null;
  gallery?: { id?: string; image: Id | { id: Id } }[] | null;
  offPlan?: Record<string, unknown> | null;
  handover?: { year?: number | null; quarter?: string | null } | null;
  coordinates?: { lat?: number | null; lng?: number | null } | null;
  feed?: { source?: string | null; withdrawnAt?: string | null; photos?: unknown } | null;
  [field: string]: unknown;
};

const idOf = (value: Id | { id: Id } | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : String(typeof value === 'object' ? value.id : value);

/** Reads a feed from an http(s) URL, a file: URL or a path. */
export async function readFeedSource(source: string): Promise<string> {
  return (await readResource(source, MAX_FEED_BYTES)).toString('utf8');
}

async function readResource(source: string, maxBytes: number): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
      throw new Error(`is larger than ${maxBytes} bytes`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
    return body;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) && !/^file:/i.test(source))
    throw new Error('is neither http(s) nor a file');
  const body = await readFile(/^file:/i.test(source) ? fileURLToPath(source) : source);
  if (body.length > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  return body;
}

/** An expert as the feed's matching sees it, and its id as Payload keeps it. */
type FeedExpert = { expert: ListingExpert; rawId: Id };

async function feedExperts(payload: Payload): Promise<FeedExpert[]> {
  const { docs } = await payload.find({
    collection: 'experts',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: '-active',
  });
  return docs.map((doc) => {
    const expert = doc as { id: Id; name: string; email?: string | null; brn?: string | null };
    return {
      rawId: expert.id,
      expert: {
        id: String(expert.id),
        name: expert.name,
        email: expert.email ?? undefined,
        brn: expert.brn ?? undefined,
      },
    };
  });
}

const slugPart = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A new listing's address: its English title and its reference, which keeps it unique. */
const slugFor = (listing: ImportedListing) =>
  [slugPart(listing.title.en).split('-').slice(0, 8).join('-'), slugPart(listing.reference)]
    .filter(Boolean)
    .join('-');

const storedPhotos = (stored: StoredListing | undefined): FeedPhoto[] =>
  Array.isArray(stored?.feed?.photos)
    ? (stored.feed.photos as FeedPhoto[]).filter(
        (photo) => typeof photo?.url === 'string' && photo.media !== undefined,
      )
    : [];

/** A photo fetched, checked to be an image by its bytes, and uploaded (media makes the sizes). */
async function uploadPhoto(
  payload: Payload,
  url: string,
  alt: string,
): Promise<{ media: Id } | { problem: string }> {
  let body: Buffer;
  try {
    body = await readResource(url, MAX_PHOTO_BYTES);
  } catch (error) {
    return { problem: `photo ${url} ${error instanceof Error ? error.message : String(error)}` };
  }
  const format = await sharp(body)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  const mimetype = format ? photoTypes[format] : undefined;
  if (!mimetype) return { problem: `photo ${url} is not a JPEG, PNG, WebP or AVIF image` };
  const base = slugPart(path.basename(new URL(url, 'file:///').pathname).replace(/\.\w+$/, ''));
  try {
    const media = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: body, mimetype, name: `${base || 'photo'}.${format}`, size: body.length },
      overrideAccess: true,
      locale: 'en',
    });
    return { media: media.id };
  } catch (error) {
    return { problem: `photo ${url} refused: ${error instanceof Error ? error.message : error}` };
  }
}

/** The gallery from the feed's photos, reusing the media of photos imported before. */
async function galleryFor(
  payload: Payload,
  listing: ImportedListing,
  stored: StoredListing | undefined,
  warnings: string[],
): Promise<FeedPhoto[]> {
  const known = new Map(storedPhotos(stored).map((photo) => [photo.url, photo.media]));
  const photos: FeedPhoto[] = [];
  for (const [index, url] of listing.photoUrls.entries()) {
    const reused = known.get(url);
    if (reused !== undefined) {
      photos.push({ url, media: reused });
      continue;
    }
    const uploaded = await uploadPhoto(payload, url, `${listing.title.en}, photo ${index + 1}`);
    if ('media' in uploaded) photos.push({ url, media: uploaded.media });
    else warnings.push(uploaded.problem);
  }
  return photos;
}

/** Why a listing cannot be published: Dubai's rule, then the facts the editor requires. */
function unpublishable(facts: Record<string, unknown>, expert: ListingExpert | null, now: Date) {
  const reasons = publishingProblems(
    {
      permitNumber: facts.permitNumber as string | null,
      permitExpiry: facts.permitExpiry as string | null,
      hasExpert: Boolean(expert),
      expertBrn: expert?.brn,
    },
    now,
  ).map((problem) => problem.message.replace(/\.$/, ''));
  const handover = facts.handover as StoredListing['handover'];
  if (!handover?.year || !handover.quarter)
    reasons.push('No handover (or completion) year and quarter: enter them before publishing');
  if (!facts.developer) reasons.push('No developer: enter it before publishing');
  const place = facts.coordinates as StoredListing['coordinates'];
  if (typeof place?.lat !== 'number' || typeof place.lng !== 'number')
    reasons.push('No map position (geopoints): enter it before publishing');
  return reasons;
}

const dateOnly = (value: unknown) =>
  typeof value === 'string' && value ? new Date(value).toISOString().slice(0, 10) : null;

/** The stored listing's fields that an import writes, in a form to compare. */
function comparable(doc: Record<string, unknown>, status: string | null | undefined) {
  const place = doc.coordinates as StoredListing['coordinates'];
  const handover = doc.handover as StoredListing['handover'];
  const offPlan = (doc.offPlan ?? {}) as Record<string, unknown>;
  const feed = (doc.feed ?? {}) as NonNullable<StoredListing['feed']>;
  const photos = Array.isArray(feed.photos) ? (feed.photos as FeedPhoto[]) : [];
  const localized = (value: unknown, locale: string) =>
    (value && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : value) ??
    null;
  return JSON.stringify([
    status ?? null,
    [doc.offerStatus, doc.area, doc.type, doc.completion],
    [doc.bedrooms, doc.bathrooms, doc.sizeSqft, doc.priceAed, doc.serviceChargeAedPerSqft ?? null],
    doc.developer ?? null,
    [handover?.year ?? null, handover?.quarter ?? null],
    [place?.lat ?? null, place?.lng ?? null],
    doc.permitNumber ?? null,
    dateOnly(doc.permitExpiry),
    idOf(doc.expert as StoredListing['expert']),
    offPlan.projectName ?? null,
    [feed.source ?? null, feed.withdrawnAt ?? null],
    photos.map((photo) => [photo.url, String(photo.media)]),
    ['en', 'ar'].map((locale) => [
      localized(doc.title, locale),
      localized(doc.description, locale),
    ]),
  ]);
}

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
    area: listing.area,
    type: listing.type,
    completion: listing.status,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    sizeSqft: listing.sizeSqft,
    priceAed: listing.priceAed,
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

/** The report as the command and the server's log print it. */
export function feedImportSummary(report: FeedImportReport): string {
  const lines = [
    `${report.created.length} created, ${report.updated.length} updated, ` +
      `${report.unchanged.length} unchanged, ${report.withdrawn.length} withdrawn (marked sold), ` +
      `${report.refused.length} refused, ${report.drafts.length} kept as drafts.`,
  ];
  for (const [title, references] of [
    ['Created:', report.created],
    ['Updated:', report.updated],
    ['Withdrawn:', report.withdrawn],
  ] as const)
    if (references.length > 0) lines.push(`${title} ${references.join(', ')}`);
  for (const [title, problems] of [
    ['Refused:', report.refused],
    ['Kept as drafts (not published):', report.drafts],
    ['Taken, but:', report.warnings],
  ] as const) {
    if (problems.length === 0) continue;
    lines.push(title);
    for (const { reference, reasons } of problems)
      lines.push(`  ${reference}: ${reasons.join('; ')}`);
  }
  return lines.join('\n');
}
