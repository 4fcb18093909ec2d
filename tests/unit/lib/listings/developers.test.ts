import { describe, expect, it, vi } from 'vitest';
import { developerName } from '@/lib/listings/developers';
import { getListings } from '@/lib/listings/store';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

const listings = await getListings();

describe('developers’ names', () => {
  it('writes every listed developer in Arabic letters on Arabic pages', () => {
    for (const listing of listings) {
      expect(developerName(listing.developer, 'ar'), listing.developer).toMatch(
        /^[\p{Script=Arabic} ]+$/u,
      );
    }
    expect(developerName('Emaar Properties', 'ar')).toBe('إعمار العقارية');
  });

  it('keeps the listing’s name in the other languages and for a developer it does not know', () => {
    expect(developerName('Emaar Properties', 'he')).toBe('Emaar Properties');
    expect(developerName('Meraas', 'ar')).toBe('Meraas');
    expect(developerName('toString', 'ar')).toBe('toString');
  });
});
