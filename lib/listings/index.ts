import { listings } from './data';
import { isListingSlug } from './slugs';
import type { Listing } from './types';

export { listings } from './data';
export { listingSlugs } from './slugs';
export * from './types';

export function findListing(slug: string): Listing | undefined {
  return isListingSlug(slug) ? listings.find((listing) => listing.slug === slug) : undefined;
}

export const listingPath = (listing: Pick<Listing, 'slug'>) => `/properties/${listing.slug}`;

/** Every listing page, in English form (unprefixed). */
export const listingPaths = listings.map(listingPath);
