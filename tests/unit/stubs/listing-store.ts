/**
 * lib/listings/store.ts for unit tests: the listings an empty content database is seeded with
 * (content/seed/listings.json, lib/content/seed.ts), as the store gives them, without a database.
 * tests/integration/content-listings.test.ts checks the real store gives the same.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAdvertisable } from '@/lib/listings/advertising';
import { listingExpertOf } from '@/lib/content/expert-agent';
import type { Listing, ListingExpert } from '@/lib/listings/types';
import { seededAgents } from '../../support/seed-experts';

type SeedListing = Omit<Listing, 'text' | 'expert' | 'updatedAt'> & {
  expertId: string;
  text: Listing['text'];
  permit: (Listing['permit'] & { checkUrl?: string }) | null;
};

const seed: SeedListing[] = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../content/seed/listings.json', import.meta.url)),
    'utf8',
  ),
);

const experts: ListingExpert[] = seededAgents.map(listingExpertOf);

const listings: Listing[] = seed.map(({ expertId, permit, images, ...listing }) => ({
  ...listing,
  updatedAt: '2026-11-22T08:00:00.000Z',
  permit: permit && { number: permit.number, expiresOn: permit.expiresOn },
  expert: experts.find((expert) => expert.id === expertId) ?? null,
  images: images.map((file) => `/admin/content/api/media/file/${file}`),
}));

export async function getListings(): Promise<Listing[]> {
  return listings.filter((listing) => listing.listingStatus !== 'draft');
}

export async function getListing(slug: string): Promise<Listing | undefined> {
  return (await getListings()).find((listing) => listing.slug === slug);
}

export async function getAdvertisableListings(now: Date = new Date()): Promise<Listing[]> {
  return (await getListings()).filter((listing) => isAdvertisable(listing, now));
}

export async function getListingExperts(): Promise<ListingExpert[]> {
  return experts;
}
