import type { MetadataRoute } from 'next';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { contentPaths, staticPages, unlistedPages } from '@/lib/pages';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...staticPages.filter((path) => !unlistedPages.has(path)), ...contentPaths];
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: path.startsWith('/blog/') ? 'monthly' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
