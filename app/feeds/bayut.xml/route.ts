import { bayutFeed } from '@/lib/listings/feeds/bayut';
import { feedListings } from '@/lib/listings/feeds/entries';

/** Bayut reads this feed a few times a day. Made again when staff publish
 * (lib/content/revalidate.ts) and, on every other instance, within this many seconds. */
export const revalidate = 30;

export async function GET() {
  const now = new Date();
  return new Response(bayutFeed(await feedListings(now), now), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
