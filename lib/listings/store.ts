import 'server-only';
import { seedAgents } from '@/lib/server/agents/seed';
import { isAdvertisable } from './advertising';
import { listingRecords } from './data';
import type { Listing, ListingExpert } from './types';

/**
 * The one place the site reads listings from (docs/listing-feeds.md, "Where listings come from"):
 * today the records of ./data.ts with the experts of the agents' seed; the content store replaces
 * this file's bodies, and nothing that calls it changes.
 */

function expertOf(id: string): ListingExpert | null {
  const agent = seedAgents.find((entry) => entry.id === id);
  if (!agent) return null;
  return {
    id: agent.id,
    name: agent.name,
    email: agent.email,
    phone: `${agent.phone_country.phone_code}${agent.phone}`,
    brn: agent.brn,
  };
}

const joined: Listing[] = listingRecords.map(({ expertId, ...record }) => ({
  ...record,
  expert: expertOf(expertId),
}));

/** Every listing that has a page, drafts excepted, in the order the brokerage ranks them. */
export async function getListings(): Promise<Listing[]> {
  return joined.filter((listing) => listing.listingStatus !== 'draft');
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
  return seedAgents.map((agent) => expertOf(agent.id)!);
}
