import type { AdvertisingPermit, Listing, ListingStatus } from './types';

/**
 * Dubai's rules for property advertising (docs/listing-feeds.md, "When a listing may be
 * advertised"): a unit is advertised (the lists, the home sections, the sitemap, the feeds) only
 * while it is on the market, under a DLD permit not yet expired, by an expert with a BRN. A listing
 * that fails them keeps its page, marked and out of search results, so old ad links still answer.
 */

/** The market states an ad may run in. */
const advertisedStatuses: ReadonlySet<ListingStatus> = new Set(['available', 'underOffer']);

/** Dubai's offset from UTC all year (the UAE keeps no summer time). */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The instant a permit stops covering ads: the end of its last day in Dubai. A date that is not a
 * calendar date (YYYY-MM-DD) covers nothing.
 */
export function permitEndsAt(permit: Pick<AdvertisingPermit, 'expiresOn'>): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(permit.expiresOn);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const nextDayUtc = Date.UTC(year, month - 1, day + 1);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2027-02-30 is not a day: Date.UTC would roll it over into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return new Date(Number.NaN);
  return new Date(nextDayUtc - DUBAI_OFFSET_MS);
}

/** Whether the permit covers ads at `now`: present, with a number, not yet expired. */
export function permitValid(permit: AdvertisingPermit | null, now: Date): boolean {
  if (!permit || permit.number.trim() === '') return false;
  const end = permitEndsAt(permit).getTime();
  return Number.isFinite(end) && now.getTime() < end;
}

/** Why a listing may not be advertised at `now`, in the order the page explains it; none if it may. */
export type NotAdvertisedReason = 'draft' | 'sold' | 'rented' | 'permitExpired' | 'noBroker';

export function notAdvertisedReason(
  listing: Pick<Listing, 'listingStatus' | 'permit' | 'expert'>,
  now: Date,
): NotAdvertisedReason | null {
  if (!advertisedStatuses.has(listing.listingStatus)) {
    return listing.listingStatus as Exclude<ListingStatus, 'available' | 'underOffer'>;
  }
  if (!permitValid(listing.permit, now)) return 'permitExpired';
  if (!listing.expert?.brn?.trim()) return 'noBroker';
  return null;
}

/** Available or under offer, under a permit not yet expired, by an expert with a BRN. */
export function isAdvertisable(
  listing: Pick<Listing, 'listingStatus' | 'permit' | 'expert'>,
  now: Date,
): boolean {
  return notAdvertisedReason(listing, now) === null;
}

/**
 * The address the permit's QR code opens: the DLD's permit card as issued (Madmoun's validation
 * page). Without it, that page with the permit number in place of the DLD's listing identifier:
 * an assumption, not a documented format (docs/listing-feeds.md, "The permit's QR code").
 */
export function permitCheckUrl(permit: AdvertisingPermit): string {
  return (
    permit.checkUrl ??
    `https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=${encodeURIComponent(permit.number)}`
  );
}
