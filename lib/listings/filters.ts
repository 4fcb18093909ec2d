import { areas, completionStatuses, propertyTypes, type Listing } from './types';

export const sortOrders = ['recommended', 'priceAsc', 'priceDesc', 'sizeDesc', 'handover'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The bedroom counts the filter offers (at least n; 0 is a studio). */
export const bedroomSteps = [0, 1, 2, 3, 4, 5] as const;

/** What a visitor chose on /properties; every field is optional, as in the query string. */
export type ListingFilters = {
  area?: (typeof areas)[number];
  type?: (typeof propertyTypes)[number];
  status?: (typeof completionStatuses)[number];
  /** At least this many bedrooms (0 = studio and up). */
  bedrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  sort: SortOrder;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

function wholeNumber(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  return Number(value);
}

/** Reads filters from a query string; anything unknown or malformed is ignored, never an error. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return {
    area: oneOf(areas, params.get('area')),
    type: oneOf(propertyTypes, params.get('type')),
    status: oneOf(completionStatuses, params.get('status')),
    bedrooms: wholeNumber(params.get('bedrooms')),
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    sort: oneOf(sortOrders, params.get('sort')) ?? 'recommended',
  };
}

/** The query string of a choice, without defaults, so equal choices share one address. */
export function listingFiltersQuery(filters: ListingFilters): string {
  const params = new URLSearchParams();
  for (const key of ['area', 'type', 'status', 'bedrooms', 'minPrice', 'maxPrice'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the filters and sort orders read of a listing. */
export type Filterable = Pick<
  Listing,
  'area' | 'type' | 'status' | 'bedrooms' | 'priceAed' | 'sizeSqft' | 'handover'
>;

/** Only the fields the filters read, so a browser list carries no more than it needs. */
export function filterFacts({
  area,
  type,
  status,
  bedrooms,
  priceAed,
  sizeSqft,
  handover,
}: Filterable): Filterable {
  return { area, type, status, bedrooms, priceAed, sizeSqft, handover };
}

const handoverIndex = ({ handover }: Filterable) => handover.year * 4 + handover.quarter;

const comparators: Record<SortOrder, ((a: Filterable, b: Filterable) => number) | null> = {
  recommended: null,
  priceAsc: (a, b) => a.priceAed - b.priceAed,
  priceDesc: (a, b) => b.priceAed - a.priceAed,
  sizeDesc: (a, b) => b.sizeSqft - a.sizeSqft,
  handover: (a, b) => handoverIndex(a) - handoverIndex(b),
};

/** The listings that match, in the chosen order (the data's order when recommended). */
export function applyListingFilters<T extends Filterable>(items: readonly T[], f: ListingFilters) {
  const matching = items.filter(
    (item) =>
      (!f.area || item.area === f.area) &&
      (!f.type || item.type === f.type) &&
      (!f.status || item.status === f.status) &&
      (f.bedrooms === undefined || item.bedrooms >= f.bedrooms) &&
      (f.minPrice === undefined || item.priceAed >= f.minPrice) &&
      (f.maxPrice === undefined || item.priceAed <= f.maxPrice),
  );
  const compare = comparators[f.sort];
  return compare ? matching.sort(compare) : matching;
}
