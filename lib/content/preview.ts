/**
 * Staff preview drafts on the site's own pages (docs/content.md, "Preview"): /admin/preview,
 * open to signed-in staff only, turns on Next's draft mode (a cookie whose value changes with every
 * build, so it cannot be guessed) and sends them to the page. A page rendered in draft mode reads
 * the latest saved version instead of the published one, per request, with a nonce policy
 * (proxy.ts) and out of every cache; visitors never have the cookie, so never see a draft.
 */

/** The collections staff can preview, and the page each document is shown on. */
export const previewPages = {
  listings: (slug: string) => `/properties/${slug}`,
  articles: (slug: string) => `/blog/${slug}`,
  // A seminar is a line on its country's roadshow page (its `page`, e.g. roadshow-germany).
  events: (page: string) => `/${page}`,
} as const;

export type PreviewCollection = keyof typeof previewPages;

/**
 * The editor's Preview button (Payload's `admin.preview`) for a document of `collection`, whose
 * page `field` names (its slug; an event's roadshow page).
 */
export function previewUrl(collection: PreviewCollection, field: 'slug' | 'page' = 'slug') {
  return (doc: Record<string, unknown> | null | undefined, { locale }: { locale: string }) => {
    const slug = doc?.[field];
    return typeof slug === 'string' && slug
      ? `/admin/preview?${new URLSearchParams({ collection, slug, locale })}`
      : null;
  };
}
