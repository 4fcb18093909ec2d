import { feedListings } from '@/lib/listings/feeds/entries';
import { propertyFinderFeed } from '@/lib/listings/feeds/property-finder';

/** Property Finder reads this feed a few times a day. Made again when staff publish
 * (lib/content/revalidate.ts) and, on every other instance, within this many seconds. */
export const revalidate = 30;

export async function GET() {
  const now = new Date();
  return new Response(propertyFinderFeed(await feedListings(now), now), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
