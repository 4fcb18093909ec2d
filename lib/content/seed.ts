import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { listingFacts } from './feed-types';
import { seedEvents } from './seed-events';
import { seedArticles } from './seed-articles';
import { seedExperts } from './seed-experts';

/**
 * What an empty content database starts with (docs/content.md, "Seeded"): the experts and the
 * twelve listings the site was launched with, their pictures and their text in 13 languages, from
 * content/seed/. It runs when the server starts and before a build prerenders, and only while the
 * database holds no listing, so staff edits are never overwritten.
 */

const SEED_DIR = path.join(process.cwd(), 'content/seed');

const seedText = z.object({ name: z.string().min(1), description: z.string().min(1) });

const seedListing = z.object({
  slug: z.string(),
  reference: z.string(),
  listingStatus: z.enum(['draft', 'available', 'underOffer', 'sold', 'rented']),
  permit: z.object({ number: z.string(), expiresOn: z.string() }).nullable(),
  expertId: z.string(),
  project: z
    .object({ name: z.string(), dldNumber: z.string(), escrowAccount: z.string() })
    .nullable(),
  area: z.string(),
  type: z.string(),
  status: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sizeSqft: z.number(),
  priceAed: z.number(),
  developer: z.string(),
  handover: z.object({ year: z.number(), quarter: z.number() }),
  paymentPlan: z.array(z.object({ stage: z.string(), percent: z.number() })).nullable(),
  serviceChargeAedPerSqft: z.number(),
  estimatedRentAed: z.number(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  images: z.array(z.string()),
  features: z.array(z.string()),
  text: z.record(z.string(), seedText),
});
type SeedListing = z.infer<typeof seedListing>;

/** The content store's name of a market status (`offerStatus`). */
const offerStatusOf = {
  draft: 'draft',
  available: 'available',
  underOffer: 'under_offer',
  sold: 'sold',
  rented: 'rented',
} as const;

async function seedListings(): Promise<SeedListing[]> {
  const raw = JSON.parse(await readFile(path.join(SEED_DIR, 'listings.json'), 'utf8'));
  return z.array(seedListing).parse(raw);
}

async function createListing(
  payload: Payload,
  listing: SeedListing,
  expert: string | number | undefined,
): Promise<void> {
  const english = listing.text.en!;
  const gallery = [];
  for (const [index, file] of listing.images.entries()) {
    const media = await payload.create({
      collection: 'media',
      depth: 0,
      data: { alt: `${english.name}, picture ${index + 1} of ${listing.images.length}` },
      filePath: path.join(SEED_DIR, 'images/listings', file),
    });
    gallery.push({ image: media.id });
  }
  const published = listing.listingStatus !== 'draft';
  const created = await payload.create({
    collection: 'listings',
    context: { seeding: true },
    locale: 'en',
    draft: !published,
    data: {
      _status: published ? 'published' : 'draft',
      title: english.name,
      description: english.description,
      reference: listing.reference,
      slug: listing.slug,
      offerStatus: offerStatusOf[listing.listingStatus],
      ...listingFacts(listing),
      developer: listing.developer,
      handover: { year: listing.handover.year, quarter: String(listing.handover.quarter) },
      paymentPlan: listing.paymentPlan ?? [],
      serviceChargeAedPerSqft: listing.serviceChargeAedPerSqft,
      estimatedRentAed: listing.estimatedRentAed,
      coordinates: listing.coordinates,
      features: listing.features,
      permitNumber: listing.permit?.number,
      permitExpiry: listing.permit?.expiresOn,
      expert,
      offPlan: listing.project
        ? {
            projectName: listing.project.name,
            dldProjectNumber: listing.project.dldNumber,
            escrowAccount: listing.project.escrowAccount,
          }
        : undefined,
      gallery,
    } as never,
  });
  for (const locale of locales) {
    const text = listing.text[locale];
    if (locale === 'en' || !text) continue;
    await payload.update({
      collection: 'listings',
      context: { seeding: true },
      id: created.id,
      depth: 0,
      locale,
      draft: !published,
      data: { title: text.name, description: text.description } as never,
    });
  }
}

/**
 * Seeds an empty content database; what a database already holds is left as it is (listings and
 * experts together, articles on their own: lib/content/seed-articles.ts).
 */
export async function seedContent(payload: Payload): Promise<'seeded' | 'present'> {
  const listings = await seedListingContent(payload);
  const articles = await seedArticles(payload);
  return listings === 'seeded' || articles === 'seeded' ? 'seeded' : 'present';
}

async function seedListingContent(payload: Payload): Promise<'seeded' | 'present'> {
  const { totalDocs } = await payload.count({ collection: 'listings' });
  if (totalDocs > 0) return 'present';
  const experts = await seedExperts(payload);
  const listings = await seedListings();
  // Newest first is how the site lists them: the first of the seed is created last.
  for (const listing of listings.toReversed()) {
    await createListing(payload, listing, experts.get(listing.expertId));
  }
  await seedEvents(payload);
  payload.logger.info(`Content seeded: ${experts.size} experts, ${listings.length} listings.`);
  return 'seeded';
}
