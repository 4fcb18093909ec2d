import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/seo';
import { localeInfo, localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Article } from '@/lib/blog';

type Props = { article: Article; locale: Locale; headline: string; description: string };

/** schema.org description of one article, for search engines' rich results. */
export function BlogPostingJsonLd({ article, locale, headline, description }: Props) {
  const url = absoluteUrl(localizedPath(locale, `/blog/${article.slug}`));
  const organization = { '@type': 'Organization', name: site.name, url: site.url };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description,
    image: [absoluteUrl(article.image)],
    datePublished: article.published,
    dateModified: article.published,
    inLanguage: localeInfo[locale].iso,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png') } },
  };
  return (
    <script
      type="application/ld+json"
      // Escaping '<' keeps the JSON from closing the script element early.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
