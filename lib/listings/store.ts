import 'server-only';
import type { Payload } from 'payload';
import { cache } from 'react';
import { z } from 'zod';
import { content, latestDraft } from '@/lib/content/content';
import { agentOfExpert, expertDoc, listingExpertOf } from '@/lib/content/expert-agent';
import { locales, type Locale } from '@/lib/i18n/locales';
import { isAdvertisable } from './advertising';
import { LISTING_SLUG } from './index';
import {
  areas,
  completionStatuses,
  propertyTypes,
  type Listing,
  type ListingExpert,
  type ListingText,
} from './types';

/**
 * The one place the site reads listings from (docs/listing-feeds.md, "Where listings come from"):
 * the published listings of the content system (lib/content, Payload), as the pages, the sitemap
 * and the feeds show them. Drafts never leave here; a listing's facts are checked on the way in,
 * so a page never renders half a listing.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const mediaDoc = z.object({ url: z.string().min(1) });

/** Payload's `locale: 'all'` form of a localized text: one entry per language written. */
const localized = z.record(z.string(), z.string().nullish()).nullish();

const offerStatuses = {
  draft: 'draft',
  available: 'available',
  under_offer: 'underOffer',
  sold: 'sold',
  rented: 'rented',
} as const;

const listingDoc = z.object({
  slug: z.string().max(100).regex(LISTING_SLUG),
  reference: z.string(),
  updatedAt: z.string(),
  title: localized,
  description: localized,
  offerStatus: z.enum(Object.keys(offerStatuses) as [keyof typeof offerStatuses]),
  permitNumber: optionalText,
  permitExpiry: z.string().nullish(),
  expert: expertDoc.nullish().catch(null),
  offPlan: z
    .object({
      projectName: optionalText,
      dldProjectNumber: optionalText,
      escrowAccount: optionalText,
    })
    .nullish(),
  area: z.enum(areas),
  type: z.enum(propertyTypes),
  completion: z.enum(completionStatuses),
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().int().min(0),
  sizeSqft: z.number().positive(),
  priceAed: z.number().positive(),
  developer: z.string(),
  handover: z.object({ year: z.number().int(), quarter: z.coerce.number().int().min(1).max(4) }),
  paymentPlan: z
    .array(
      z.object({
        stage: z.enum(['booking', 'construction', 'handover', 'postHandover']),
        percent: z.number(),
      }),
    )
    .nullish(),
  serviceChargeAedPerSqft: z.number().nullish(),
  estimatedRentAed: z.number().nullish(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  features: z.array(z.string()).nullish(),
  gallery: z.array(z.object({ image: mediaDoc.nullish().catch(null) })).nullish(),
});

/** A permit expiry as the DLD writes it: the Dubai calendar date (the editor stores UTC noon). */
function dubaiDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Date(date.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function textOf(doc: z.infer<typeof listingDoc>): Partial<Record<Locale, ListingText>> {
  const text: Partial<Record<Locale, ListingText>> = {};
  for (const locale of locales) {
    const name = doc.title?.[locale]?.trim();
    if (name) text[locale] = { name, description: doc.description?.[locale]?.trim() ?? '' };
  }
  return text;
}

function toListing(doc: z.infer<typeof listingDoc>): Listing {
  const expiresOn = dubaiDate(doc.permitExpiry);
  const project = doc.offPlan;
  return {
    slug: doc.slug,
    reference: doc.reference,
    updatedAt: doc.updatedAt,
    text: textOf(doc),
    listingStatus: offerStatuses[doc.offerStatus],
    permit: doc.permitNumber && expiresOn ? { number: doc.permitNumber, expiresOn } : null,
    expert: doc.expert ? listingExpertOf(agentOfExpert(doc.expert)) : null,
    project:
      doc.completion === 'offPlan' && project?.projectName
        ? {
            name: project.projectName,
            dldNumber: project.dldProjectNumber ?? '',
            escrowAccount: project.escrowAccount ?? '',
          }
        : null,
    area: doc.area,
    type: doc.type,
    status: doc.completion,
    bedrooms: doc.bedrooms,
    bathrooms: doc.bathrooms,
    sizeSqft: doc.sizeSqft,
    priceAed: doc.priceAed,
    developer: doc.developer,
    handover: { year: doc.handover.year, quarter: doc.handover.quarter as 1 | 2 | 3 | 4 },
    paymentPlan: doc.paymentPlan?.length ? doc.paymentPlan : null,
    serviceChargeAedPerSqft: doc.serviceChargeAedPerSqft ?? 0,
    estimatedRentAed: doc.estimatedRentAed ?? 0,
    coordinates: doc.coordinates,
    images: (doc.gallery ?? []).flatMap(({ image }) => (image ? [image.url] : [])),
    features: (doc.features ?? []) as Listing['features'],
  };
}

/** The listings among Payload's documents that read; one that does not is logged and left out. */
function readListings(payload: Payload, docs: unknown[]): Listing[] {
  return docs.flatMap((doc) => {
    const parsed = listingDoc.safeParse(doc);
    if (parsed.success) return [toListing(parsed.data)];
    payload.logger.error(
      `Listing ${String((doc as { reference?: unknown }).reference)} cannot be shown: ${z.prettifyError(parsed.error)}`,
    );
    return [];
  });
}

/**
 * Every published listing, newest first, each checked; one that does not read is left out. Once
 * per render: the page, its metadata and its islands ask for the same listings.
 */
const publishedListings = cache(async (): Promise<Listing[]> => {
  const payload = await content();
  const { docs } = await payload.find({
    collection: 'listings',
    where: { _status: { equals: 'published' } },
    locale: 'all',
    depth: 1,
    limit: 0,
    sort: '-createdAt',
  });
  return readListings(payload, docs);
});

/**
 * A listing as staff last saved it, draft or published: only for a staff preview
 * (lib/content/preview.ts), never for a visitor.
 */
export const getListingDraft = cache(async (slug: string): Promise<Listing | undefined> => {
  const { payload, docs } = await latestDraft('listings', slug);
  return readListings(payload, docs)[0];
});

/** Every listing that has a page (published; market drafts excepted), newest first. */
export async function getListings(): Promise<Listing[]> {
  return (await publishedListings()).filter((listing) => listing.listingStatus !== 'draft');
}

/** A listing's page content, advertisable or not (its page stays); drafts have no page. */
export async function getListing(slug: string): Promise<Listing | undefined> {
  return (await getListings()).find((listing) => listing.slug === slug);
}

/** The listings that may be advertised at `now`: lists, home sections, sitemap and feeds. */
export async function getAdvertisableListings(now: Date = new Date()): Promise<Listing[]> {
  return (await getListings()).filter((listing) => isAdvertisable(listing, now));
}

/** The experts a feed's listing may be matched to (the import command). */
export async function getListingExperts(): Promise<ListingExpert[]> {
  const { docs } = await (await content()).find({ collection: 'experts', limit: 0, depth: 0 });
  return docs.flatMap((doc) => {
    const parsed = expertDoc.safeParse(doc);
    return parsed.success ? [listingExpertOf(agentOfExpert(parsed.data))] : [];
  });
}
