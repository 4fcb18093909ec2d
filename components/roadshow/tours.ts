/** The three country tours of the roadshow: message namespace, page, hero photograph and country code. */
export const countryTours = {
  germany: {
    namespace: 'RoadshowGermanyPage',
    path: '/roadshow-germany',
    image: '/images/hero-germany.jpg',
    countryCode: 'DE',
  },
  italy: {
    namespace: 'RoadshowItalyPage',
    path: '/roadshow-italy',
    image: '/images/hero-italy.jpg',
    countryCode: 'IT',
  },
  taiwan: {
    namespace: 'RoadshowTaiwanPage',
    path: '/roadshow-taiwan',
    image: '/images/hero-taiwan.jpg',
    countryCode: 'TW',
  },
} as const;

export type CountryTourKey = keyof typeof countryTours;

export const countryTourKeys = Object.keys(countryTours) as CountryTourKey[];
