import { getCopy } from '@/lib/i18n/copy';
import { Hero } from '@/components/content/hero';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { FeatureGrid } from '@/components/content/blocks';
import { ArticleCards } from '@/components/content/article-card';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { getArticlesIn } from '@/lib/articles/store';
import { pageMetadata } from '@/lib/seo';
import { enterLocale } from '@/lib/i18n/request-locale';

/** Lists the articles published in its language: made again when staff publish, else within 30 s. */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/blog'>) =>
  pageMetadata(params, 'BlogPage', '/blog', '/images/hero-blog.jpg');

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await enterLocale(params);
  const copy = await getCopy('BlogPage');
  const articles = await getArticlesIn(locale);
  const { principles, cta } = copy;

  return (
    <>
      <Hero copy={copy.hero} image="/images/hero-blog.jpg" />
      <Section copy={copy.list}>
        <ArticleCards articles={articles} />
      </Section>
      <Section copy={principles} tone="sand">
        <FeatureGrid items={principles.items} />
      </Section>
      <LinkCtaBand copy={cta} href={CONTACT_HREF} label={cta.button} />
    </>
  );
}
