import { revalidationHooks } from './revalidate';

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
export const {
  afterChange: revalidateArticlesAfterChange,
  afterDelete: revalidateArticlesAfterDelete,
} = revalidationHooks('Article pages', () => ({ pages: articlePages, files: articleFiles }), {
  now: (doc) => publishedSomewhere(doc?._status),
  before: (doc) => publishedSomewhere(doc?._status),
});
