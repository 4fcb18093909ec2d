/** The showcased listings; names, areas and descriptions live in messages under `Properties.items`. */
export const properties = [
  {
    id: 'harbourView',
    image: '/images/property-1.jpg',
    priceAed: 2_450_000,
    bedrooms: 2,
    sizeSqft: 1_210,
    status: 'offPlan',
    handover: 'Q4 2027',
  },
  {
    id: 'palmVilla',
    image: '/images/property-2.jpg',
    priceAed: 18_900_000,
    bedrooms: 5,
    sizeSqft: 7_450,
    status: 'ready',
    handover: null,
  },
  {
    id: 'businessBayLoft',
    image: '/images/property-3.jpg',
    priceAed: 1_380_000,
    bedrooms: 1,
    sizeSqft: 810,
    status: 'offPlan',
    handover: 'Q2 2027',
  },
  {
    id: 'marinaResidence',
    image: '/images/property-4.jpg',
    priceAed: 3_100_000,
    bedrooms: 3,
    sizeSqft: 1_690,
    status: 'ready',
    handover: null,
  },
  {
    id: 'marjanBeach',
    image: '/images/property-5.jpg',
    priceAed: 1_950_000,
    bedrooms: 1,
    sizeSqft: 905,
    status: 'offPlan',
    handover: 'Q1 2028',
  },
  {
    id: 'creekTownhouse',
    image: '/images/property-6.jpg',
    priceAed: 4_250_000,
    bedrooms: 4,
    sizeSqft: 2_780,
    status: 'offPlan',
    handover: 'Q3 2027',
  },
] as const;

export type Property = (typeof properties)[number];
