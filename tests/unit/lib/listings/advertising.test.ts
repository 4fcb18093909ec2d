import { describe, expect, it, vi } from 'vitest';
import {
  isAdvertisable,
  notAdvertisedReason,
  permitCheckUrl,
  permitEndsAt,
  permitValid,
} from '@/lib/listings/advertising';
import { listingStatuses, type Listing } from '@/lib/listings';
import { getAdvertisableListings, getListings } from '@/lib/listings/store';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

type Advertised = Pick<Listing, 'listingStatus' | 'permit' | 'expert'>;
const listing = (changes: Partial<Advertised> = {}): Advertised => ({
  listingStatus: 'available',
  permit: { number: '7116777484', expiresOn: '2027-05-20' },
  expert: { id: 'layla-haddad', name: 'Layla Haddad', brn: '47281' },
  ...changes,
});
const now = new Date('2026-11-27T09:00:00Z');

describe('when a listing may be advertised', () => {
  it('takes each status in turn: only available and under offer are advertised', () => {
    const verdicts = Object.fromEntries(
      listingStatuses.map((status) => [
        status,
        isAdvertisable(listing({ listingStatus: status }), now),
      ]),
    );
    expect(verdicts).toEqual({
      draft: false,
      available: true,
      underOffer: true,
      sold: false,
      rented: false,
    });
    expect(notAdvertisedReason(listing({ listingStatus: 'sold' }), now)).toBe('sold');
    expect(notAdvertisedReason(listing({ listingStatus: 'rented' }), now)).toBe('rented');
  });

  it('ends a permit at midnight in Dubai after its last day (20:00 UTC)', () => {
    const permit = { number: '7116777484', expiresOn: '2027-05-20' };
    expect(permitEndsAt(permit).toISOString()).toBe('2027-05-20T20:00:00.000Z');
    const lastMoment = new Date('2027-05-20T19:59:59.999Z');
    const end = new Date('2027-05-20T20:00:00.000Z');
    expect(permitValid(permit, lastMoment)).toBe(true);
    expect(permitValid(permit, end)).toBe(false);
    expect(isAdvertisable(listing({ permit }), lastMoment)).toBe(true);
    expect(notAdvertisedReason(listing({ permit }), end)).toBe('permitExpired');
  });

  it('refuses a missing permit, a blank number and an expiry that is not a calendar date', () => {
    expect(notAdvertisedReason(listing({ permit: null }), now)).toBe('permitExpired');
    const blank = { number: ' ', expiresOn: '2027-05-20' };
    expect(isAdvertisable(listing({ permit: blank }), now)).toBe(false);
    for (const expiresOn of ['2027-02-30', '20/05/2027', '']) {
      expect(permitValid({ number: '7116777484', expiresOn }, now), expiresOn).toBe(false);
    }
  });

  it('needs an expert, and one with a BRN', () => {
    expect(notAdvertisedReason(listing({ expert: null }), now)).toBe('noBroker');
    const withoutBrn = { id: 'x', name: 'Someone', brn: '' };
    expect(notAdvertisedReason(listing({ expert: withoutBrn }), now)).toBe('noBroker');
    expect(notAdvertisedReason(listing(), now)).toBeNull();
  });

  it("opens the DLD's permit card, or the permit number's in the same page", () => {
    const issued =
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=abc';
    expect(permitCheckUrl({ number: '1', expiresOn: '2027-01-01', checkUrl: issued })).toBe(issued);
    expect(permitCheckUrl({ number: '7116777484', expiresOn: '2027-01-01' })).toBe(
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=7116777484',
    );
  });
});

describe("today's listings", () => {
  it('are all advertised on the day they were priced, each with its facts', async () => {
    const listings = await getListings();
    expect(await getAdvertisableListings(now)).toHaveLength(listings.length);
    for (const { slug, reference, permit, expert, project, status } of listings) {
      expect(reference, slug).toMatch(/^MG-S-\d{5}$/);
      expect(permit?.number, slug).toMatch(/^\d{10}$/);
      expect(expert?.brn, slug).toMatch(/^\d{5}$/);
      // Off plan names the project, its DLD number and escrow account; a ready unit has none.
      if (status === 'offPlan') expect(project?.dldNumber, slug).toMatch(/^\d{4}$/);
      else expect(project, slug).toBeNull();
    }
    expect(new Set(listings.map((entry) => entry.reference)).size).toBe(listings.length);
  });

  it('leave the lists once their permits have expired', async () => {
    expect(await getAdvertisableListings(new Date('2027-12-31T00:00:00Z'))).toEqual([]);
  });
});
