import type { Locale } from '@/lib/i18n/locales';

export const areas = [
  'dubaiMarina',
  'downtown',
  'palmJumeirah',
  'businessBay',
  'dubaiHills',
  'jvc',
  'creekHarbour',
  'alMarjanIsland',
] as const;
type Area = (typeof areas)[number];

export const propertyTypes = ['apartment', 'townhouse', 'villa'] as const;
type PropertyType = (typeof propertyTypes)[number];

export const completionStatuses = ['offPlan', 'ready'] as const;
type CompletionStatus = (typeof completionStatuses)[number];

export const features = [
  'seaView',
  'marinaView',
  'burjView',
  'golfView',
  'privatePool',
  'privateBeach',
  'garden',
  'balcony',
  'maidsRoom',
  'gym',
  'sharedPool',
  'kidsPlay',
  'concierge',
  'parking',
  'metro',
  'tenanted',
  'furnished',
  'smartHome',
] as const;
type Feature = (typeof features)[number];

/** When a payment falls due: at booking, spread over construction, at handover, or after it. */
type PaymentStage = 'booking' | 'construction' | 'handover' | 'postHandover';
type PaymentInstalment = { stage: PaymentStage; percent: number };

/** A calendar quarter: the developer's handover date, or when a ready building was completed. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

/** Where a listing stands in the market; only `available` and `underOffer` may be advertised. */
export const listingStatuses = ['draft', 'available', 'underOffer', 'sold', 'rented'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * The DLD's advertising permit (Trakheesi, issued through Madmoun) that every ad of the unit must
 * show, with its QR code (docs/listing-feeds.md, "The permit's QR code").
 */
export type AdvertisingPermit = {
  number: string;
  /** The last day the permit is valid, a Dubai calendar date (YYYY-MM-DD). */
  expiresOn: string;
  /**
   * The permit card's address as the DLD issued it (its QR code's content): Madmoun's validation
   * page with the DLD's own listing identifier. Absent when it is not known yet.
   */
  checkUrl?: string;
};

/** The expert a listing is advertised under, as the broker card the DLD issued names them. */
export type ListingExpert = {
  id: string;
  name: string;
  /** The name in other scripts, by locale (`Agent.names`). */
  names?: Record<string, string>;
  email?: string;
  phone?: string;
  /** The broker's registration number (RERA BRN). */
  brn?: string;
};

/** An off-plan unit's project as the DLD registered it (Law 8 of 2007: its escrow account). */
type OffPlanProject = {
  name: string;
  /** The DLD's project number. */
  dldNumber: string;
  /** The project's escrow account: bank and account number. */
  escrowAccount: string;
};

/** A listing's words in one language, as staff wrote them in the content editor. */
export type ListingText = { name: string; description: string };

export type Listing = {
  slug: string;
  /** When staff last changed it (the sitemap's date). */
  updatedAt: string;
  /** Per language; English is always there (the editor requires it), the others once written. */
  text: Partial<Record<Locale, ListingText>>;
  /** The brokerage's reference, shared with its CRM and the portals. */
  reference: string;
  listingStatus: ListingStatus;
  permit: AdvertisingPermit | null;
  expert: ListingExpert | null;
  /** Off-plan only. */
  project: OffPlanProject | null;
  area: Area;
  type: PropertyType;
  status: CompletionStatus;
  /** 0 is a studio. */
  bedrooms: number;
  bathrooms: number;
  sizeSqft: number;
  priceAed: number;
  developer: string;
  /** Off-plan: the promised handover; ready: completion. */
  handover: Quarter;
  /** Off-plan only: the developer's schedule, summing to 100. */
  paymentPlan: PaymentInstalment[] | null;
  /** Annual service charge in AED per square foot, as the RERA index publishes it. */
  serviceChargeAedPerSqft: number;
  /** Our advisors' estimate of the annual rent, in AED, for the yield calculator. */
  estimatedRentAed: number;
  coordinates: { lat: number; lng: number };
  /** The gallery's pictures in order, the cover first: the content system's image addresses. */
  images: string[];
  features: Feature[];
};

/**
 * A listing's words in `locale`, and the language they are in: English where that language's are
 * not written yet (the page marks them `lang="en"` and keeps that page out of the sitemap).
 */
export function listingText(listing: Pick<Listing, 'text'>, locale: Locale) {
  const own = listing.text[locale];
  if (own) return { ...own, lang: locale };
  return { ...(listing.text.en ?? { name: '', description: '' }), lang: 'en' as Locale };
}

/** The languages a listing is written in: its pages in the sitemap and the hreflang links. */
export function listingLocales(listing: Pick<Listing, 'text'>): Locale[] {
  return Object.keys(listing.text) as Locale[];
}
