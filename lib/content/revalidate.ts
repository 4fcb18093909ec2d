import { revalidatePath } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { forgetCachedExperts } from './experts-cache';

/**
 * Every page that shows listings (docs/design.md §14, "Live without a rebuild"): the lists, the
 * home page's sections, each listing's page, the sitemap and the portals' feeds, in every language.
 * A page is named by its route as app/ spells it, route group included: Next tags a cached page
 * with that route (`/[locale]/(default)/properties/[slug]/page`), not with its address.
 */
export const listingPages = [
  '/[locale]/(default)',
  '/[locale]/(default)/properties',
  '/[locale]/(default)/properties/[slug]',
  '/[locale]/(default)/investment-opportunities',
  '/[locale]/(default)/al-marjan-island',
] as const;
const listingFiles = ['/sitemap.xml', '/feeds/property-finder.xml', '/feeds/bayut.xml'] as const;

/**
 * Marks the pages that show listings stale on this instance, so the next visit renders them again
 * from the content store. Each also regenerates by itself within its `revalidate` period, which is
 * how every other instance, and a change made outside a request (the content command), shows.
 */
function revalidateListingPages(log: (message: string) => void): void {
  try {
    for (const page of listingPages) revalidatePath(page, 'page');
    for (const file of listingFiles) revalidatePath(file);
  } catch (error) {
    // Outside Next's request handling (the content command, the feed poll's first run) there is
    // nothing to mark: the pages' own period applies.
    log(`Listing pages left to their revalidate period: ${String(error)}`);
  }
}

/** After a listing or an expert changes (published or not: a draft save shows nothing new). */
export const revalidateAfterChange: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  // The seed runs before a build prerenders and when a server first starts: nothing is shown yet.
  if (context.seeding) return doc;
  const published = (doc as { _status?: string })._status !== 'draft';
  const wasPublished = (previousDoc as { _status?: string } | undefined)?._status === 'published';
  if (published || wasPublished)
    revalidateListingPages((message) => req.payload.logger.debug(message));
  return doc;
};

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateListingPages((message) => req.payload.logger.debug(message));
  return doc;
};

/**
 * After an expert changes (seeding included): this instance's agent directory reads the experts
 * again for the next lead, card or mail; every other instance within its cache's period
 * (lib/server/agents/content-experts.ts). The listing pages that name the expert, as above.
 */
export const expertAfterChange: CollectionAfterChangeHook = (args) => {
  forgetCachedExperts();
  return revalidateAfterChange(args);
};

export const expertAfterDelete: CollectionAfterDeleteHook = (args) => {
  forgetCachedExperts();
  return revalidateAfterDelete(args);
};
