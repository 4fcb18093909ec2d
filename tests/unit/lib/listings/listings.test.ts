import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { areas, LISTING_SLUG, propertyTypes } from '@/lib/listings';
import { realEstateListingJsonLd } from '@/lib/listings/json-ld';
import { getListings } from '@/lib/listings/store';

vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

/** The seed an empty content database starts with (lib/content/seed.ts). */
const listings = await getListings();

const root = join(__dirname, '../../../..');

describe('the seeded listings', () => {
  it('are at least 12, each slug once and well formed', () => {
    expect(listings.length).toBeGreaterThanOrEqual(12);
    const slugs = listings.map((listing) => listing.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(LISTING_SLUG);
  });

  it('covers every area, every type, off-plan and ready', () => {
    expect(new Set(listings.map((listing) => listing.area))).toEqual(new Set(areas));
    expect(new Set(listings.map((listing) => listing.type))).toEqual(new Set(propertyTypes));
    expect(new Set(listings.map((listing) => listing.status))).toEqual(
      new Set(['offPlan', 'ready']),
    );
  });

  it.each(listings.map((listing) => [listing.slug, listing] as const))(
    '%s: plausible figures, a full payment plan when off-plan, pictures on disk',
    (_, listing) => {
      expect(listing.priceAed).toBeGreaterThanOrEqual(300_000);
      expect(listing.sizeSqft).toBeGreaterThan(250);
      // Dubai prices run from about AED 900 to 5,000 per square foot.
      expect(listing.priceAed / listing.sizeSqft).toBeGreaterThan(900);
      expect(listing.priceAed / listing.sizeSqft).toBeLessThan(5_000);
      expect(listing.serviceChargeAedPerSqft).toBeGreaterThan(0);
      expect(listing.estimatedRentAed / listing.priceAed).toBeGreaterThan(0.03);
      expect(listing.estimatedRentAed / listing.priceAed).toBeLessThan(0.1);
      if (listing.status === 'offPlan') {
        const total = listing.paymentPlan?.reduce((sum, step) => sum + step.percent, 0);
        expect(total).toBe(100);
        expect(listing.handover.year).toBeGreaterThanOrEqual(2027);
      } else {
        expect(listing.paymentPlan).toBeNull();
      }
      // Within the UAE: latitude 22–26.5° N, longitude 51–56.5° E.
      expect(listing.coordinates.lat).toBeGreaterThan(22);
      expect(listing.coordinates.lat).toBeLessThan(26.5);
      expect(listing.coordinates.lng).toBeGreaterThan(51);
      expect(listing.coordinates.lng).toBeLessThan(56.5);
      expect(listing.images.length).toBeGreaterThanOrEqual(3);
      for (const image of listing.images) {
        expect(image).toMatch(/\.webp$/);
        const file = image.replace(
          '/admin/content/api/media/file/',
          'content/seed/images/listings/',
        );
        expect(existsSync(join(root, file)), image).toBe(true);
      }
    },
  );

  it.each([...locales])('%s: every listing has its own title and description', (locale) => {
    for (const { slug, text } of listings) {
      expect(text[locale]?.name, `${locale} ${slug}`).toBeTruthy();
      expect(text[locale]?.description.length, `${locale} ${slug}`).toBeGreaterThan(60);
      // A translated description, not the English one left in place.
      if (locale !== 'en') expect(text[locale]?.description).not.toBe(text.en?.description);
    }
  });
});

describe('RealEstateListing JSON-LD', () => {
  const jsonLd = (listing: (typeof listings)[number]) =>
    realEstateListingJsonLd({
      listing,
      url: 'https://example.com/properties/x',
      images: ['https://example.com/a.webp'],
      title: 'T',
      description: 'D',
      areaLabel: 'Dubai Creek Harbour',
      inLanguage: 'en-US',
      seller: { name: 'Meridian Gate', url: 'https://example.com', telephone: '+971 4 575 2180' },
    });

  it('describes the offer in AED and the home with its size and place', () => {
    const listing = listings[0]!;
    const data = jsonLd(listing);
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { price: listing.priceAed, priceCurrency: 'AED' },
      about: {
        numberOfBedrooms: listing.bedrooms,
        floorSize: { value: listing.sizeSqft, unitCode: 'FTK' },
        address: { addressCountry: 'AE' },
      },
    });
  });

  it('offers a ready home in stock, an off-plan one for pre-order, a sold or let one as sold out', () => {
    const ready = listings.find((listing) => listing.status === 'ready')!;
    const offPlan = listings.find((listing) => listing.status === 'offPlan')!;
    const availability = (listing: (typeof listings)[number]) =>
      jsonLd(listing).offers.availability;
    expect(availability({ ...ready, listingStatus: 'available' })).toBe(
      'https://schema.org/InStock',
    );
    expect(availability({ ...offPlan, listingStatus: 'underOffer' })).toBe(
      'https://schema.org/PreOrder',
    );
    for (const listingStatus of ['sold', 'rented'] as const) {
      expect(availability({ ...ready, listingStatus })).toBe('https://schema.org/SoldOut');
      expect(availability({ ...offPlan, listingStatus })).toBe('https://schema.org/SoldOut');
    }
  });
});
