import type { MetadataRoute } from 'next';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { contentDate, contentPaths, staticPages, unlistedPages } from '@/lib/pages';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...staticPages.filter((path) => !unlistedPages.has(path)), ...contentPaths];
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      // The content's own date (lib/pages.ts), never the build's.
      lastModified: contentDate(path),
      changeFrequency: path.startsWith('/blog/') ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
