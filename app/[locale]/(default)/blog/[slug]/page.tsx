import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { enterLocale } from '@/lib/i18n/request-locale';
import { Section } from '@/components/content/section';
import { CtaBand } from '@/components/content/blocks';
import { ArticleCard } from '@/components/content/article-card';
import { ArticleHero } from '@/components/blog/article-hero';
import { ArticleBody } from '@/components/blog/article-body';
import { BlogPostingJsonLd } from '@/components/blog/blog-posting-json-ld';
import { AppLink } from '@/components/app/client-chrome';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { articles, findArticle } from '@/lib/blog';
import { buildMetadata } from '@/lib/seo';
import styles from '@/components/content/content.module.css';

/** Only the articles of lib/blog.ts exist; any other slug is a 404. The locale comes from the parent layout. */
export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const article = findArticle((await params).slug);
  if (!article) notFound();
  const t = await getTranslations({ locale, namespace: 'BlogArticles' });
  return buildMetadata({
    locale,
    path: `/blog/${article.slug}`,
    title: t(`${article.key}.meta.title`),
    description: t(`${article.key}.meta.description`),
    image: { url: article.image, alt: t(`${article.key}.meta.imageAlt`) },
    type: 'article',
  });
}

export default async function BlogArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const locale = await enterLocale(params);
  const article = findArticle((await params).slug);
  if (!article) notFound();
  const t = await getTranslations('BlogArticles');
  const blogCopy = await getCopy('BlogPage');
  const cta = blogCopy.article.cta;
  const related = articles.filter((other) => other.slug !== article.slug);

  return (
    <>
      <ArticleHero article={article} />
      <ArticleBody article={article} />
      <CtaBand
        copy={cta}
        action={
          <AppLink href={CONTACT_HREF} className="button button-primary">
            {cta.button}
          </AppLink>
        }
      />
      <Section copy={blogCopy.article.related} tone="sand">
        <ul className={styles.cards}>
          {related.map((other) => (
            <li key={other.slug}>
              <ArticleCard article={other} />
            </li>
          ))}
        </ul>
      </Section>
      <BlogPostingJsonLd
        article={article}
        locale={locale}
        headline={t(`${article.key}.title`)}
        description={t(`${article.key}.description`)}
      />
    </>
  );
}
