import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getCopy } from '@/lib/i18n/copy';
import { enterLocale } from '@/lib/i18n/request-locale';
import type { Locale } from '@/lib/i18n/locales';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { ArticleCard } from '@/components/content/article-card';
import { ArticleHero } from '@/components/blog/article-hero';
import { ArticleBody } from '@/components/blog/article-body';
import { BlogPostingJsonLd } from '@/components/blog/blog-posting-json-ld';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { articleIn, articleLocales, articlePath } from '@/lib/articles';
import { getArticle, getArticleDraft, getArticles, getArticlesIn } from '@/lib/articles/store';
import { PreviewBanner } from '@/components/content/preview-banner';
import { localizedPath } from '@/lib/i18n/locales';
import { buildMetadata } from '@/lib/seo';
import styles from '@/components/content/content.module.css';

/**
 * The articles staff publish (lib/articles/store.ts), each in the languages it is published in:
 * those of the build are prerendered, one published later is rendered on its first visit and kept,
 * and a language it is not published in answers 404. Publishing revalidates them at once on the
 * instance that took it (lib/content/revalidate-articles.ts); every other instance within this.
 */
export const revalidate = 30;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getArticles())
    .filter((article) => article.text[params.locale as Locale])
    .map(({ slug }) => ({ slug }));
}

/** The article a render shows: as published, or in a staff preview as last saved. */
async function shown(params: Promise<{ locale: string; slug: string }>) {
  const locale = await enterLocale(params);
  const { slug } = await params;
  const preview = (await draftMode()).isEnabled;
  const article = await (preview ? getArticleDraft(slug) : getArticle(slug));
  const inLocale = article && articleIn(article, locale);
  if (!article || !inLocale) notFound();
  return { locale, article, inLocale, preview };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, article, inLocale } = await shown(params);
  return buildMetadata({
    locale,
    path: articlePath(article),
    title: inLocale.seoTitle,
    description: inLocale.seoDescription,
    image: { url: article.cover ?? '/images/og-default.jpg', alt: inLocale.coverAlt },
    type: 'article',
    // Only the languages it is published in.
    locales: articleLocales(article),
  });
}

export default async function BlogArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, article, inLocale, preview } = await shown(params);
  const blogCopy = await getCopy('BlogPage');
  const cta = blogCopy.article.cta;
  const related = (await getArticlesIn(locale)).filter((other) => other.slug !== inLocale.slug);

  return (
    <>
      {preview && <PreviewBanner page={localizedPath(locale, articlePath(article))} />}
      <ArticleHero article={inLocale} />
      <ArticleBody article={inLocale} />
      <LinkCtaBand copy={cta} href={CONTACT_HREF} label={cta.button} />
      {related.length > 0 && (
        <Section copy={blogCopy.article.related} tone="sand">
          <ul className={styles.cards}>
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <BlogPostingJsonLd article={inLocale} />
    </>
  );
}
