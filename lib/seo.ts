import type { Metadata } from 'next';
import { getCopy } from '@/lib/i18n/copy';
import type { Copy, Namespace } from '@/lib/i18n/messages';
import { localeInfo, locales, localizedPath, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { enterLocale } from '@/lib/i18n/request-locale';
import { unlistedPages } from '@/lib/pages';

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '' : path}` || site.url;
}

/** A page's `<title>`: its own words first, the brand last (issue 24: at most 60 characters in all). */
export const titleTemplate = `%s | ${site.name}`;

/** What search results show of a description before they cut it mid-phrase. */
export const DESCRIPTION_MAX = 160;

/**
 * A description made to fit a search snippet: as many of its whole sentences as fit in `max`
 * characters (at least the first), for copy written as page text rather than as a snippet.
 */
export function snippet(text: string, max = DESCRIPTION_MAX): string {
  const [first = '', ...rest] = text.split(/(?<=[.!?])\s+/u);
  let fitted = first;
  for (const sentence of rest) {
    const longer = `${fitted} ${sentence}`;
    if ([...longer].length > max) break;
    fitted = longer;
  }
  return fitted;
}

/** hreflang alternates of one page: every locale plus x-default (English, unprefixed). */
export function languageAlternates(
  path: string,
  written: readonly Locale[] = locales,
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of written)
    languages[localeInfo[locale].iso] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(path);
  return languages;
}

/** A picture a shared link shows, with the words that describe it to those who cannot see it. */
export type SharedImage = { url: string; alt: string; width?: number; height?: number };

type PageMetaInput = {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** The page's own picture; the site's default card (described by `Site.meta.imageAlt`) otherwise. */
  image: SharedImage;
  type?: 'website' | 'article';
  /** The languages the page is written in, for its hreflang links: all 13 unless said. */
  locales?: readonly Locale[];
};

/** The site's default card: the Dubai skyline at sunset, 1200×630. */
export const defaultSharedImage = (alt: string): SharedImage => ({
  url: '/images/og-default.jpg',
  alt,
  width: 1200,
  height: 630,
});

export function buildMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  locales: written,
}: PageMetaInput): Metadata {
  const url = absoluteUrl(localizedPath(locale, path));
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, written) },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: site.name,
      locale: localeInfo[locale].iso.replace('-', '_'),
      // og:image:alt and twitter:image:alt: a link's preview is described to screen readers too.
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: unlistedPages.has(path) ? { index: false, follow: true } : undefined,
  };
}

/** The namespaces with a `meta.title` and `meta.description`: one per page. */
export type PageNamespace = {
  [N in Namespace]: Copy[N] extends { meta: { title: string; description: string } } ? N : never;
}[Namespace];

/** Metadata of a page whose title and description live in `{namespace}.meta`. */
export async function pageMetadata(
  params: Promise<{ locale: string }>,
  namespace: PageNamespace,
  path: string,
  /** The page's own picture, described by `{namespace}.meta.imageAlt`. */
  imageUrl?: string,
): Promise<Metadata> {
  const locale = await enterLocale(params);
  // Titles and descriptions hold no placeholders: they are read as written.
  const { meta }: { meta: PageMeta } = await getCopy(namespace, locale);
  const siteCopy = await getCopy('Site', locale);
  return buildMetadata({
    locale,
    path,
    title: meta.title,
    description: meta.description,
    image: imageUrl
      ? { url: imageUrl, alt: described(meta, namespace) }
      : defaultSharedImage(siteCopy.meta.imageAlt),
  });
}

function described(meta: PageMeta, namespace: string): string {
  if (!meta.imageAlt)
    throw new Error(`${namespace}.meta.imageAlt: the shared picture needs its words`);
  return meta.imageAlt;
}

type PageMeta = { title: string; description: string; imageAlt?: string };
