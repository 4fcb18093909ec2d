import type { Listing } from '@/lib/listings';

/**
 * The portals' location names for our areas (Property Finder's and Bayut's location trees use the
 * same English names) and the city each lies in: Al Marjan Island is in Ras Al Khaimah.
 */
export const portalLocations: Record<Listing['area'], { city: string; community: string }> = {
  dubaiMarina: { city: 'Dubai', community: 'Dubai Marina' },
  downtown: { city: 'Dubai', community: 'Downtown Dubai' },
  palmJumeirah: { city: 'Dubai', community: 'Palm Jumeirah' },
  businessBay: { city: 'Dubai', community: 'Business Bay' },
  dubaiHills: { city: 'Dubai', community: 'Dubai Hills Estate' },
  jvc: { city: 'Dubai', community: 'Jumeirah Village Circle' },
  creekHarbour: { city: 'Dubai', community: 'Dubai Creek Harbour' },
  alMarjanIsland: { city: 'Ras Al Khaimah', community: 'Al Marjan Island' },
};

/** Property Finder's property type codes, and Bayut's names, for our three types. */
export const portalTypes: Record<Listing['type'], { propertyFinder: string; bayut: string }> = {
  apartment: { propertyFinder: 'AP', bayut: 'Apartment' },
  townhouse: { propertyFinder: 'TH', bayut: 'Townhouse' },
  villa: { propertyFinder: 'VH', bayut: 'Villa' },
};

/** A feed's date and time as both portals write it: "2026-11-27 09:00:00", Dubai time. */
export function portalTimestamp(date: Date): string {
  const dubai = new Date(date.getTime() + 4 * 60 * 60 * 1000);
  return dubai.toISOString().slice(0, 19).replace('T', ' ');
}
