import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { revalidateRoutes } from './revalidate';

/**
 * Every page that shows articles (docs/content.md, "Live without a rebuild"): the blog, each
 * article's page, the home page's section and the sitemap, in every language. Named by their route
 * as app/ spells it, route group included, as Next tags a cached page (see revalidate.ts).
 */
export const articlePages = [
  '/[locale]/(default)',
  '/[locale]/(default)/blog',
  '/[locale]/(default)/blog/[slug]',
] as const;
export const articleFiles = ['/sitemap.xml'] as const;

function revalidateArticlePages(log: (message: string) => void): void {
  revalidateRoutes('Article pages', { pages: articlePages, files: articleFiles }, log);
}

/** `published` in some language: Payload's status is per language for articles (an object). */
export function publishedSomewhere(status: unknown): boolean {
  if (status === 'published') return true;
  return (
    typeof status === 'object' &&
    status !== null &&
    Object.values(status).some((value) => value === 'published')
  );
}

/**
 * After an article changes: published or unpublished in a language, or edited where published. A
 * draft saved where it was never published shows nothing new, so nothing is made again.
 */
export const revalidateArticlesAfterChange: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  // The seed runs before a build prerenders and when a server first starts: nothing is shown yet.
  if (context.seeding) return doc;
  const status = (doc as { _status?: unknown })._status;
  const before = (previousDoc as { _status?: unknown } | undefined)?._status;
  if (publishedSomewhere(status) || publishedSomewhere(before))
    revalidateArticlePages((message) => req.payload.logger.debug(message));
  return doc;
};

export const revalidateArticlesAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateArticlePages((message) => req.payload.logger.debug(message));
  return doc;
};
