import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { Listing, ListingExpert } from '@/lib/listings';
import { portalLocations, portalTypes } from './locations';
import { problemLines } from './problem-lines';

/**
 * Reading a Property Finder XML feed, as Dubai brokerages' CRMs export it (docs/listing-feeds.md,
 * "Feed in"): each `<property>` checked with zod, mapped onto the site's listing facts and matched
 * to an expert, and a report of what could not be taken.
 */
/** A feed listing as the site would keep it; the content import gives it a slug and photos. */
export type ImportedListing = Pick<
  Listing,
  'reference' | 'area' | 'type' | 'status' | 'bedrooms' | 'bathrooms' | 'sizeSqft' | 'priceAed'
> & {
  permitNumber: string | null;
  /** `permit_expiry`, YYYY-MM-DD: not in Property Finder's format, read when a CRM adds it. */
  permitExpiry: string | null;
  /** `handover`, YYYY-Qn: not in Property Finder's format either, read when a CRM adds it. */
  handover: { year: number; quarter: '1' | '2' | '3' | '4' } | null;
  developer: string | null;
  projectName: string | null;
  serviceChargeAedPerSqft: number | null;
  coordinates: Listing['coordinates'] | null;
  title: { en: string; ar: string | null };
  description: { en: string; ar: string | null };
  /** The CRM's photos, cover first, to fetch and resize. */
  photoUrls: string[];
  expert: ListingExpert | null;
};

export type ImportProblem = { reference: string; reasons: string[] };

type FeedImport = {
  listings: ImportedListing[];
  /** Properties not taken, with every reason. */
  refused: ImportProblem[];
  /** Properties taken with something left out or to be completed in the editor. */
  warnings: ImportProblem[];
};

const text = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const requiredText = text.pipe(z.string().min(1, 'is empty'));
const count = z.coerce.number().int().min(0).max(50);
const positive = z.coerce.number().positive();
/** A repeated element: one occurrence parses as a value, several as a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(item));

const communities = new Map(
  Object.entries(portalLocations).map(([area, { community }]) => [
    community.toLowerCase(),
    area as Listing['area'],
  ]),
);
const propertyTypes = new Map(
  Object.entries(portalTypes).map(([type, { propertyFinder }]) => [
    propertyFinder,
    type as Listing['type'],
  ]),
);

const agentSchema = z.object({
  id: text.optional(),
  name: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  license_no: text.optional(),
});
type FeedAgent = z.output<typeof agentSchema>;

const propertySchema = z.object({
  reference_number: requiredText,
  permit_number: text.optional(),
  permit_expiry: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'is not YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a date')
    .optional(),
  handover: z
    .string()
    .trim()
    .regex(/^(19[5-9]\d|20\d\d)-Q[1-4]$/i, 'is not YYYY-Qn')
    .optional(),
  offering_type: z.enum(['RS', 'RR', 'CS', 'CR'], 'is not RS, RR, CS or CR'),
  property_type: requiredText,
  price: positive,
  service_charge: positive.optional(),
  city: text.optional(),
  community: requiredText,
  property_name: text.optional(),
  title_en: requiredText,
  title_ar: text.optional(),
  description_en: requiredText,
  description_ar: text.optional(),
  size: positive,
  bedroom: z.preprocess((value) => (String(value).toLowerCase() === 'studio' ? 0 : value), count),
  bathroom: count,
  completion_status: z.enum(['off_plan', 'completed']).optional(),
  developer: text.optional(),
  project_name: text.optional(),
  geopoints: text.optional(),
  agent: agentSchema.optional(),
  photo: z.object({ url: list(z.union([text, z.object({ '#text': text })])) }).optional(),
});

const parser = new XMLParser({
  ignoreAttributes: true,
  // Numbers stay text: references and permit numbers are identifiers, with leading zeros kept.
  parseTagValue: false,
  isArray: (name) => name === 'property' || name === 'url',
});

/** The expert a feed's agent is: by e-mail, then BRN, then name (case and accents aside). */
export function matchExpert(
  agent: FeedAgent | undefined,
  experts: readonly ListingExpert[],
): ListingExpert | null {
  if (!agent) return null;
  const fold = (value: string | undefined) =>
    (value ?? '')
      .normalize('NFKD')
      .replace(/\p{Mark}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const tries: [keyof FeedAgent, 'email' | 'brn' | 'name'][] = [
    ['email', 'email'],
    ['license_no', 'brn'],
    ['name', 'name'],
  ];
  for (const [from, to] of tries) {
    const wanted = fold(agent[from]);
    const found = wanted && experts.find((expert) => fold(expert[to]) === wanted);
    if (found) return found;
  }
  return null;
}

function coordinates(geopoints: string | undefined): Listing['coordinates'] | null {
  const [lng, lat] = (geopoints ?? '').split(',').map(Number);
  if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat))
    return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Reads a Property Finder feed; throws only when the document is not such a feed at all. */
export function readPropertyFinderFeed(xml: string, experts: readonly ListingExpert[]): FeedImport {
  const document = parser.parse(xml) as { list?: { property?: unknown[] } | '' };
  if (document.list === undefined) throw new Error('Not a Property Finder feed: no <list> root.');
  const properties = (document.list === '' ? [] : document.list.property) ?? [];
  const result: FeedImport = { listings: [], refused: [], warnings: [] };

  properties.forEach((raw, index) => {
    const fallbackReference = `property ${index + 1}`;
    const parsed = propertySchema.safeParse(raw);
    if (!parsed.success) {
      const reference =
        typeof raw === 'object' && raw && 'reference_number' in raw
          ? String(raw.reference_number)
          : fallbackReference;
      result.refused.push({
        reference,
        reasons: parsed.error.issues.map(
          (issue) => `${issue.path.join('/') || 'property'} ${issue.message}`,
        ),
      });
      return;
    }
    const p = parsed.data;
    const refused: string[] = [];
    const warnings: string[] = [];
    if (p.offering_type !== 'RS')
      refused.push(`offering_type ${p.offering_type}: the site lists residential sales (RS) only`);
    const type = propertyTypes.get(p.property_type);
    if (!type) refused.push(`property_type ${p.property_type} is not AP, TH or VH`);
    const area = communities.get(p.community.toLowerCase());
    if (!area) refused.push(`community "${p.community}" is not one of the site's areas`);
    const expert = matchExpert(p.agent, experts);
    if (!expert) warnings.push('agent matches no expert by e-mail, BRN or name: not advertised');
    else if (!expert.brn) warnings.push(`expert ${expert.name} has no BRN: not advertised`);
    if (!p.permit_number) warnings.push('no permit_number: not advertised');
    // Property Finder's format has no permit expiry: a CRM may add permit_expiry, or an editor enters it.
    else if (!p.permit_expiry)
      warnings.push('permit expiry is not in the feed: enter it before the listing is advertised');
    if (!p.title_ar || !p.description_ar) warnings.push('no Arabic title or description');
    const photoUrls = (p.photo?.url ?? []).map((url) =>
      typeof url === 'string' ? url : url['#text'],
    );
    if (photoUrls.length === 0) warnings.push('no photos');
    const place = coordinates(p.geopoints);
    if (p.geopoints && !place) warnings.push(`geopoints "${p.geopoints}" left out`);
    if (refused.length > 0 || !type || !area) {
      result.refused.push({ reference: p.reference_number, reasons: refused });
      return;
    }
    result.listings.push({
      reference: p.reference_number,
      permitNumber: p.permit_number || null,
      permitExpiry: p.permit_expiry ?? null,
      handover: p.handover
        ? {
            year: Number(p.handover.slice(0, 4)),
            quarter: p.handover.slice(-1) as '1' | '2' | '3' | '4',
          }
        : null,
      area,
      type,
      status: p.completion_status === 'off_plan' ? 'offPlan' : 'ready',
      bedrooms: p.bedroom,
      bathrooms: p.bathroom,
      sizeSqft: p.size,
      priceAed: p.price,
      developer: p.developer || null,
      projectName: p.project_name || null,
      serviceChargeAedPerSqft: p.service_charge ?? null,
      coordinates: place,
      title: { en: p.title_en, ar: p.title_ar || null },
      description: { en: p.description_en, ar: p.description_ar || null },
      photoUrls,
      expert,
    });
    if (warnings.length > 0)
      result.warnings.push({ reference: p.reference_number, reasons: warnings });
  });
  return result;
}

/** The dry run's report: what would be taken, what would not, and why. */
export function importReport(feed: FeedImport): string {
  const lines = [
    `${feed.listings.length} listing(s) can be taken, ${feed.refused.length} cannot.`,
    ...feed.listings.map(
      (listing) =>
        `  take ${listing.reference}: ${listing.type}, ${listing.area}, AED ${listing.priceAed}, ` +
        `expert ${listing.expert ? `${listing.expert.name} (BRN ${listing.expert.brn ?? 'none'})` : 'none'}`,
    ),
  ];
  lines.push(
    ...problemLines([
      ['Cannot take:', feed.refused],
      ['Taken, but:', feed.warnings],
    ]),
  );
  return lines.join('\n');
}
