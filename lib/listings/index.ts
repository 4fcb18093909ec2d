import { listingSlugs } from './slugs';
import type { Listing } from './types';

export { listingSlugs } from './slugs';
export * from './types';

export const listingPath = (listing: Pick<Listing, 'slug'>) => `/properties/${listing.slug}`;

/** Every listing page, in English form (unprefixed), advertised or not: their pages all answer. */
export const listingPaths = listingSlugs.map((slug) => listingPath({ slug }));
