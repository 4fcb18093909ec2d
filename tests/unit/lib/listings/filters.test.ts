import { describe, expect, it, vi } from 'vitest';
import {
  applyListingFilters,
  listingFiltersQuery,
  parseListingFilters,
} from '@/lib/listings/filters';
import { getListings } from '@/lib/listings/store';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

const listings = await getListings();

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe('listing filters', () => {
  it('round-trips a choice through the query string', () => {
    const query =
      '?area=dubaiHills&type=villa&status=ready&bedrooms=3&maxPrice=10000000&sort=priceAsc';
    expect(listingFiltersQuery(parse(query))).toBe(query);
  });

  it('ignores unknown and malformed values instead of failing', () => {
    expect(parse('area=mars&bedrooms=-1&minPrice=1e9&sort=random')).toEqual({
      area: undefined,
      type: undefined,
      status: undefined,
      bedrooms: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'recommended',
    });
    expect(listingFiltersQuery(parse('area=mars'))).toBe('');
  });

  it('filters by area, type, status, bedrooms and price', () => {
    const offPlanTownhouses = applyListingFilters(listings, parse('type=townhouse&status=offPlan'));
    expect(offPlanTownhouses.map((listing) => listing.slug)).toEqual([
      'creek-park-townhouses',
      'golf-grove-townhouse',
      'circle-park-townhouse',
    ]);
    const bigAndCheap = applyListingFilters(listings, parse('bedrooms=4&maxPrice=5000000'));
    expect(bigAndCheap.map((listing) => listing.slug)).toEqual(['creek-park-townhouses']);
    expect(applyListingFilters(listings, parse('area=jvc&minPrice=1000000'))).toHaveLength(1);
  });

  it('sorts by price both ways, by size and by handover', () => {
    const prices = applyListingFilters(listings, parse('sort=priceAsc')).map((l) => l.priceAed);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = applyListingFilters(listings, parse('sort=priceDesc'));
    expect(desc[0]?.slug).toBe('frond-signature-villa');
    expect(applyListingFilters(listings, parse('sort=sizeDesc'))[0]?.slug).toBe(
      'frond-signature-villa',
    );
    expect(applyListingFilters(listings, parse('sort=handover'))[0]?.slug).toBe(
      'frond-signature-villa',
    );
  });
});
