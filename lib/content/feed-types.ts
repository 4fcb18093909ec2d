import type { ImportProblem } from '@/lib/listings/feeds/import';

/** The shapes the CRM feed import (feed-import.ts) reads from and writes to the content store. */

export type Id = string | number;
export type FeedPhoto = { url: string; media: Id };
export type StoredListing = {
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

export const idOf = (value: Id | { id: Id } | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : String(typeof value === 'object' ? value.id : value);

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

type ListingFacts = {
  area: string;
  type: string;
  status: string;
  bedrooms: number;
  bathrooms: number;
  sizeSqft: number;
  priceAed: number;
};

/** A listing's facts under the listings collection's names (the seed's and the feed's alike). */
export const listingFacts = <L extends ListingFacts>(listing: L) => ({
  area: listing.area,
  type: listing.type,
  completion: listing.status,
  bedrooms: listing.bedrooms,
  bathrooms: listing.bathrooms,
  sizeSqft: listing.sizeSqft,
  priceAed: listing.priceAed,
});
