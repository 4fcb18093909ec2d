import type { Payload } from 'payload';
import type { ListingExpert } from '@/lib/listings/types';
import { agentOfExpert, expertDoc, listingExpertOf } from './expert-agent';
import { idOf, type FeedPhoto, type Id, type StoredListing } from './feed-types';
import { publishingProblems } from './publishing-rules';

/** Why a listing cannot be published: Dubai's rule, then the facts the editor requires. */
export function unpublishable(
  facts: Record<string, unknown>,
  expert: ListingExpert | null,
  now: Date,
) {
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

export const dateOnly = (value: unknown) =>
  typeof value === 'string' && value ? new Date(value).toISOString().slice(0, 10) : null;

/** The stored listing's fields that an import writes, in a form to compare. */
export function comparable(doc: Record<string, unknown>, status: string | null | undefined) {
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

/** An expert as the feed's matching sees it, and its id as Payload keeps it. */
export type FeedExpert = { expert: ListingExpert; rawId: Id };

export async function feedExperts(payload: Payload): Promise<FeedExpert[]> {
  const { docs } = await payload.find({
    collection: 'experts',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: '-active',
  });
  return docs.flatMap((doc) => {
    const parsed = expertDoc.safeParse(doc);
    if (!parsed.success) return [];
    // Matched and linked by the content database's id, not the agent id leads use.
    const expert = { ...listingExpertOf(agentOfExpert(parsed.data)), id: String(doc.id) };
    return [{ rawId: doc.id, expert }];
  });
}

/** A new listing's address: its English title and its reference, which keeps it unique. */
