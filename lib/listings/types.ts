import type { ListingSlug } from './slugs';

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

type Feature =
  | 'seaView'
  | 'marinaView'
  | 'burjView'
  | 'golfView'
  | 'privatePool'
  | 'privateBeach'
  | 'garden'
  | 'balcony'
  | 'maidsRoom'
  | 'gym'
  | 'sharedPool'
  | 'kidsPlay'
  | 'concierge'
  | 'parking'
  | 'metro'
  | 'tenanted'
  | 'furnished'
  | 'smartHome';

/** When a payment falls due: at booking, spread over construction, at handover, or after it. */
type PaymentStage = 'booking' | 'construction' | 'handover' | 'postHandover';
export type PaymentInstalment = { stage: PaymentStage; percent: number };

/** A calendar quarter: the developer's handover date, or when a ready building was completed. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

export type Listing = {
  slug: ListingSlug;
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
  /** The cover first; WebP artwork under public/images/listings. */
  images: string[];
  features: Feature[];
};
