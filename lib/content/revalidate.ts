import { revalidatePath } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { PresentingPage } from '@/lib/experts/pages';
import type { RoadshowEventPage } from '@/lib/roadshow/pages';
import { forgetCachedExperts } from './experts-cache';

/**
 * Every page that shows listings (docs/content.md, "Live without a rebuild"): the lists, the
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
 * Marks `pages` (routes) and `files` stale on this instance, so the next visit renders them again
 * from the content store. Each also regenerates by itself within its `revalidate` period, which is
 * how every other instance, and a change made outside a request (the content command, a scheduled
 * publish, the feed poll's first run), shows: there revalidatePath has nothing to mark, and says so.
 */
function revalidateRoutes(
  what: string,
  { pages = [], files = [] }: { pages?: readonly string[]; files?: readonly string[] },
  log: (message: string) => void,
): void {
  try {
    for (const page of pages) revalidatePath(page, 'page');
    for (const file of files) revalidatePath(file);
  } catch (error) {
    log(`${what} left to their revalidate period: ${String(error)}`);
  }
}

type Routes = { pages?: readonly string[]; files?: readonly string[] };
type Doc = { _status?: unknown } | undefined;

/**
 * A collection's two hooks: after a change that was or is shown (by `shown`; a draft saved where
 * nothing was published shows nothing new) and after a delete, `routesOf` the docs shown are made
 * again. The seed runs before a build prerenders and when a server first starts: nothing is shown
 * yet, so its changes make nothing again.
 */
export function revalidationHooks(
  what: string,
  routesOf: (docs: unknown[]) => Routes,
  shown: { now: (doc: Doc) => boolean; before: (doc: Doc) => boolean },
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: ({ doc, previousDoc, req, context }) => {
      if (context.seeding) return doc;
      const docs = [shown.now(doc) && doc, shown.before(previousDoc) && previousDoc];
      if (docs.some(Boolean))
        revalidateRoutes(what, routesOf(docs.filter(Boolean)), (message) =>
          req.payload.logger.debug(message),
        );
      return doc;
    },
    afterDelete: ({ doc, req }) => {
      revalidateRoutes(what, routesOf([doc]), (message) => req.payload.logger.debug(message));
      return doc;
    },
  };
}

/** Published, or not saved as a draft: a listing, an expert or an event shown after a change. */
const notDraft = (doc: Doc) => doc?._status !== 'draft';
const wasPublished = (doc: Doc) => doc?._status === 'published';

/** After a listing or an expert changes (published or not: a draft save shows nothing new). */
export const { afterChange: revalidateAfterChange, afterDelete: revalidateAfterDelete } =
  revalidationHooks('Listing pages', () => ({ pages: listingPages, files: listingFiles }), {
    now: notDraft,
    before: wasPublished,
  });

/**
 * The roadshow pages that list an event (docs/content.md), by the event's `page`, named as
 * Next tags them: each is one route for every language.
 */
export const roadshowPages = {
  'roadshow-germany': '/[locale]/(large-footer)/roadshow-germany',
  'roadshow-italy': '/[locale]/(large-footer)/roadshow-italy',
  'roadshow-taiwan': '/[locale]/(large-footer)/roadshow-taiwan',
} as const satisfies Record<RoadshowEventPage, string>;

type EventDoc = { page?: string; _status?: string } | undefined;

/** The roadshow pages an event was or is shown on: both, when it moved from one to another. */
function roadshowPagesOf(...docs: EventDoc[]): string[] {
  const pages = docs.flatMap((doc) => (doc?.page && doc.page in roadshowPages ? [doc.page] : []));
  return [...new Set(pages)].map((page) => roadshowPages[page as RoadshowEventPage]);
}

/** After an event is published, edited while published, moved or unpublished. */
export const {
  afterChange: revalidateRoadshowAfterChange,
  afterDelete: revalidateRoadshowAfterDelete,
} = revalidationHooks(
  'Roadshow pages',
  (docs) => ({ pages: roadshowPagesOf(...(docs as EventDoc[])) }),
  { now: notDraft, before: wasPublished },
);

/** The pages that present experts (an expert's `presents`), named as Next tags them. */
export const presentingPageRoutes = {
  video: '/[locale]/(empty)/video',
  ...roadshowPages,
} as const satisfies Record<PresentingPage, string>;

type ExpertDoc = { presents?: unknown } | undefined;

/** The pages an expert was or is presented on. */
function presentingPagesOf(...docs: ExpertDoc[]): string[] {
  const pages = docs.flatMap((doc) => (Array.isArray(doc?.presents) ? doc.presents : []));
  return [...new Set(pages)]
    .filter((page): page is PresentingPage => Object.hasOwn(presentingPageRoutes, page))
    .map((page) => presentingPageRoutes[page]);
}

function revalidatePresentingPages(docs: ExpertDoc[], log: (message: string) => void): void {
  const pages = presentingPagesOf(...docs);
  if (pages.length) revalidateRoutes('Pages presenting experts', { pages }, log);
}

/**
 * After an expert changes (seeding included): this instance's agent directory reads the experts
 * again for the next lead, card or mail; every other instance within its cache's period
 * (lib/server/agents/content-experts.ts). The listing pages that name the expert, as above, and
 * the pages that present them (before and after the change).
 */
export const expertAfterChange: CollectionAfterChangeHook = (args) => {
  forgetCachedExperts();
  if (!args.context.seeding)
    revalidatePresentingPages([args.doc, args.previousDoc], (message) =>
      args.req.payload.logger.debug(message),
    );
  return revalidateAfterChange(args);
};

export const expertAfterDelete: CollectionAfterDeleteHook = (args) => {
  forgetCachedExperts();
  revalidatePresentingPages([args.doc], (message) => args.req.payload.logger.debug(message));
  return revalidateAfterDelete(args);
};
