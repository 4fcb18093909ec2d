import { bayutFeed } from '@/lib/listings/feeds/bayut';
import { feedListings } from '@/lib/listings/feeds/entries';

/** Bayut reads this feed a few times a day; it is made again at most every 5 minutes. */
export const revalidate = 300;

export async function GET() {
  const now = new Date();
  return new Response(bayutFeed(await feedListings(now), now), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
