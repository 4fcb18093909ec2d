import type { RoadshowEventPage } from '@/lib/roadshow/pages';

/**
 * The three country tours of the roadshow: message namespace, the page its events are listed on
 * (lib/roadshow/store.ts), its address, hero photograph and country code.
 */
export const countryTours = {
  germany: {
    page: 'roadshow-germany',
    namespace: 'RoadshowGermanyPage',
    path: '/roadshow-germany',
    image: '/images/hero-germany.jpg',
    countryCode: 'DE',
  },
  italy: {
    page: 'roadshow-italy',
    namespace: 'RoadshowItalyPage',
    path: '/roadshow-italy',
    image: '/images/hero-italy.jpg',
    countryCode: 'IT',
  },
  taiwan: {
    page: 'roadshow-taiwan',
    namespace: 'RoadshowTaiwanPage',
    path: '/roadshow-taiwan',
    image: '/images/hero-taiwan.jpg',
    countryCode: 'TW',
  },
} as const satisfies Record<string, { page: RoadshowEventPage } & Record<string, string>>;

export type CountryTourKey = keyof typeof countryTours;

export const countryTourKeys = Object.keys(countryTours) as CountryTourKey[];
