import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/seo';
import { localeInfo, localizedPath } from '@/lib/i18n/locales';
import { articlePath, type ShownArticle } from '@/lib/articles';

/** schema.org description of one article (a BlogPosting, an Article), for rich results. */
export function BlogPostingJsonLd({ article }: { article: ShownArticle }) {
  const url = absoluteUrl(localizedPath(article.locale, articlePath(article)));
  const organization = { '@type': 'Organization', name: site.name, url: site.url };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.seoDescription,
    ...(article.cover ? { image: [absoluteUrl(article.cover)] } : {}),
    datePublished: article.date,
    // The content's own date, as the sitemap gives it (never the day the store was seeded).
    dateModified: article.date,
    inLanguage: localeInfo[article.locale].iso,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: article.author ? { '@type': 'Person', name: article.author.name } : organization,
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
