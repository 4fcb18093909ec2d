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

/** hreflang alternates of one page: every locale plus x-default (English, unprefixed). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales)
    languages[localeInfo[locale].iso] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(path);
  return languages;
}

type PageMetaInput = {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
};

export function buildMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
}: PageMetaInput): Metadata {
  const url = absoluteUrl(localizedPath(locale, path));
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: site.name,
      locale: localeInfo[locale].iso.replace('-', '_'),
      // Only the default card's size is known here; a page's own image is described by its URL.
      images: [
        image ? { url: image } : { url: '/images/og-default.jpg', width: 1200, height: 630 },
      ],
    },
    twitter: { card: 'summary_large_image', title, description },
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
  image?: string,
): Promise<Metadata> {
  const locale = await enterLocale(params);
  // Titles and descriptions hold no placeholders: they are read as written.
  const { meta } = await getCopy(namespace, locale);
  return buildMetadata({
    locale,
    path,
    title: meta.title,
    description: meta.description,
    image,
  });
}
