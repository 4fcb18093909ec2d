import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { importReport, matchExpert, readPropertyFinderFeed } from '@/lib/listings/feeds/import';
import { getListingExperts } from '@/lib/listings/store';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

const fixture = readFileSync(join(__dirname, '../../../fixtures/property-finder-feed.xml'), 'utf8');
const experts = await getListingExperts();

describe('reading a Property Finder feed', () => {
  const feed = readPropertyFinderFeed(fixture, experts);

  it('takes the well-formed sales with their facts, text, photos and expert', () => {
    expect(feed.listings.map((listing) => listing.reference)).toEqual([
      'MG-S-10482',
      'MG-S-10517',
      'MG-S-10703',
    ]);
    const [harbour, frond, studio] = feed.listings;
    expect(harbour).toMatchObject({
      permitNumber: '7116777484',
      area: 'creekHarbour',
      type: 'apartment',
      status: 'offPlan',
      bedrooms: 2,
      sizeSqft: 1210,
      priceAed: 2_450_000,
      projectName: 'Harbour View Residences',
      coordinates: { lat: 25.2005, lng: 55.347 },
      photoUrls: [
        'https://images.example.com/mg-s-10482/1.jpg',
        'https://images.example.com/mg-s-10482/2.jpg',
      ],
      expert: { id: 'layla-haddad', brn: '47281' },
    });
    expect(harbour?.title.ar).toMatch(/\p{Script=Arabic}/u);
    // One photo is one element: still a list.
    expect(frond).toMatchObject({
      type: 'villa',
      status: 'ready',
      expert: { id: 'dmitri-volkov' },
    });
    expect(frond?.photoUrls).toHaveLength(1);
    expect(studio).toMatchObject({
      bedrooms: 0,
      area: 'jvc',
      permitNumber: null,
      coordinates: null,
    });
  });

  it('refuses what the site cannot show, naming every reason', () => {
    const reasons = Object.fromEntries(
      feed.refused.map((entry) => [entry.reference, entry.reasons]),
    );
    expect(Object.keys(reasons).sort()).toEqual(['MG-R-20031', 'MG-S-10701', 'MG-S-10702']);
    expect(reasons['MG-R-20031']).toEqual([
      'offering_type RR: the site lists residential sales (RS) only',
    ]);
    expect(reasons['MG-S-10701']).toEqual([
      'property_type PH is not AP, TH or VH',
      'community "Saadiyat Island" is not one of the site\'s areas',
    ]);
    expect(reasons['MG-S-10702']?.map((reason) => reason.split(' ')[0])).toEqual([
      'price',
      'bedroom',
    ]);
  });

  it('says what a taken listing still lacks', () => {
    const studio = feed.warnings.find((entry) => entry.reference === 'MG-S-10703');
    expect(studio?.reasons).toEqual([
      'no permit_number: not advertised',
      'no Arabic title or description',
      'no photos',
      'geopoints "not a place" left out',
    ]);
    expect(importReport(feed)).toContain('3 listing(s) can be taken, 3 cannot.');
  });

  it('refuses a document that is not a Property Finder feed', () => {
    expect(() => readPropertyFinderFeed('<Properties/>', experts)).toThrow(/no <list> root/);
    expect(readPropertyFinderFeed('<list/>', experts).listings).toEqual([]);
  });
});

describe('matching an expert', () => {
  it('tries e-mail, then BRN, then the name, case and accents aside', () => {
    const byEmail = matchExpert(
      { email: 'NOA.BEN-DAVID@meridiangate.ae', name: 'Someone' },
      experts,
    );
    expect(byEmail?.id).toBe('noa-ben-david');
    expect(matchExpert({ email: 'x@example.com', license_no: '44590' }, experts)?.id).toBe(
      'carlos-ortega',
    );
    expect(matchExpert({ name: 'Giulia  Contì' }, experts)?.id).toBe('giulia-conti');
    expect(matchExpert({ name: 'Nobody', license_no: '00000' }, experts)).toBeNull();
    expect(matchExpert(undefined, experts)).toBeNull();
  });
});
