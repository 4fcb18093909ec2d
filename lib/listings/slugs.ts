/**
 * The listings' addresses, apart from their data so the enquiry form's schema (which the browser
 * loads) can check a slug without shipping every listing.
 */
export const listingSlugs = [
  'harbour-view-residences',
  'frond-signature-villa',
  'canal-edge-lofts',
  'marina-promenade-residence',
  'coral-bay-suites',
  'creek-park-townhouses',
  'boulevard-crest-apartment',
  'hills-park-villa',
  'golf-grove-townhouse',
  'jvc-garden-studio',
  'circle-park-townhouse',
  'marjan-shore-villa',
] as const;

export type ListingSlug = (typeof listingSlugs)[number];
