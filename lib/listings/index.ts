import type { Listing } from './types';

export * from './types';

export const listingPath = (listing: Pick<Listing, 'slug'>) => `/properties/${listing.slug}`;

/** A listing's address (its slug): lower-case words joined by hyphens. */
export const LISTING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
