import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingText } from '@/lib/listings';
import { seededAgents } from '@/tests/support/seed-experts';
import { provideTestStore } from './support/lead-service';
import { closeContent } from './support/content';

/**
 * docs/content.md: an empty content database is seeded with the site's launch content, and the
 * site reads what staff publish, drafts never (lib/content/seed.ts, lib/listings/store.ts).
 */
provideTestStore();

// React's request cache outside a render: each call reads the database afresh.
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T>(fn: T) => fn,
}));

let payload: Payload;
let store: typeof import('@/lib/listings/store');
let stub: typeof import('../unit/stubs/listing-store');

beforeAll(async () => {
  // The configuration reads DATA_DIR / DATABASE_URL when loaded: after the test store set them.
  const { content } = await import('@/lib/content/content');
  const { seedContent } = await import('@/lib/content/seed');
  payload = await content();
  expect(await seedContent(payload)).toBe('seeded');
  store = await import('@/lib/listings/store');
  stub = await import('../unit/stubs/listing-store');
}, 300_000);

afterAll(async () => {
  await closeContent(payload);
});

/** A listing's facts and words, without what the database adds (ids, dates, image addresses). */
const comparable = ({ updatedAt: _u, images, ...listing }: import('@/lib/listings').Listing) => ({
  ...listing,
  images: images.map((url) => url.split('/').pop()),
});

describe('the seeded content', { timeout: 120_000 }, () => {
  it('is the launch content: the same listings, facts, experts and words in 13 languages', async () => {
    const seeded = await store.getListings();
    expect(seeded.map(comparable)).toEqual((await stub.getListings()).map(comparable));
    for (const url of seeded.flatMap((listing) => listing.images))
      expect(url).toMatch(/^\/admin\/content\/api\/media\/file\/[\w-]+\.webp$/);
  });

  it('is seeded once: a database with listings is left as it is', async () => {
    const { seedContent } = await import('@/lib/content/seed');
    expect(await seedContent(payload)).toBe('present');
    expect(await payload.count({ collection: 'listings' })).toMatchObject({ totalDocs: 12 });
  });

  it('gives the experts who take leads their BRN, which the permit block shows', async () => {
    const experts = await store.getListingExperts();
    // The roadshow speakers, seeded inactive, advertise no listing and have none.
    expect(experts).toHaveLength(19);
    const brokers = experts.filter((expert) =>
      seededAgents.some((agent) => agent.id === expert.id),
    );
    expect(brokers).toHaveLength(10);
    expect(brokers.every((expert) => /^\d{5}$/.test(expert.brn ?? ''))).toBe(true);
  });

  it('is complete in the editor: every launch listing written in all 13 languages', async () => {
    const { completeness, completenessLine } = await import('@/lib/content/completeness');
    const { docs } = await payload.find({ collection: 'listings', locale: 'all', limit: 0 });
    expect(docs).toHaveLength(12);
    for (const listing of docs) {
      expect(completenessLine(completeness('listings', listing as Record<string, unknown>))).toBe(
        '13/13 · all languages',
      );
    }
  });
});

describe('what visitors see of what staff publish', { timeout: 120_000 }, () => {
  const reference = 'MG-S-99001';
  const facts = async () => ({
    reference,
    slug: 'palm-test-villa',
    offerStatus: 'available',
    area: 'palmJumeirah',
    type: 'villa',
    completion: 'ready',
    bedrooms: 4,
    bathrooms: 5,
    sizeSqft: 5200,
    priceAed: 12_500_000,
    developer: 'Nakheel',
    handover: { year: 2024, quarter: '2' },
    coordinates: { lat: 25.11, lng: 55.13 },
    permitNumber: '7116799999',
    permitExpiry: '2099-12-31',
    // An expert with a BRN (a roadshow speaker has none).
    expert: (
      await payload.find({
        collection: 'experts',
        where: { agentId: { equals: 'layla-haddad' } },
        limit: 1,
      })
    ).docs[0]!.id,
  });

  it('never shows a draft, and shows it once published, newest first', async () => {
    const draft = await payload.create({
      collection: 'listings',
      draft: true,
      data: { ...(await facts()), title: 'Palm Test Villa', _status: 'draft' } as never,
    });
    expect((await store.getListings()).map((listing) => listing.slug)).not.toContain(
      'palm-test-villa',
    );
    await payload.update({
      collection: 'listings',
      id: draft.id,
      data: { _status: 'published', description: 'A villa on the Palm.' } as never,
    });
    const [newest] = await store.getAdvertisableListings();
    expect(newest).toMatchObject({ slug: 'palm-test-villa', priceAed: 12_500_000 });
    expect(newest?.permit).toEqual({ number: '7116799999', expiresOn: '2099-12-31' });
  });

  it('shows English, marked as English, where a language is not written yet', async () => {
    const listing = await payload.find({
      collection: 'listings',
      where: { reference: { equals: reference } },
    });
    await payload.update({
      collection: 'listings',
      id: listing.docs[0]!.id,
      locale: 'ar',
      data: { title: 'فيلا النخلة', description: 'فيلا على جزيرة النخلة.' } as never,
    });
    const shown = await store.getListing('palm-test-villa');
    expect(listingText(shown!, 'ar')).toEqual({
      name: 'فيلا النخلة',
      description: 'فيلا على جزيرة النخلة.',
      lang: 'ar',
    });
    expect(listingText(shown!, 'de')).toEqual({
      name: 'Palm Test Villa',
      description: 'A villa on the Palm.',
      lang: 'en',
    });
  });

  it('keeps a sold listing’s page but takes it out of the lists', async () => {
    const listing = await payload.find({
      collection: 'listings',
      where: { reference: { equals: reference } },
    });
    await payload.update({
      collection: 'listings',
      id: listing.docs[0]!.id,
      data: { offerStatus: 'sold' } as never,
    });
    expect(await store.getListing('palm-test-villa')).toMatchObject({ listingStatus: 'sold' });
    expect((await store.getAdvertisableListings()).map((entry) => entry.slug)).not.toContain(
      'palm-test-villa',
    );
  });
});
