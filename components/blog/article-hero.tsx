import { FillImage } from '@/components/content/fill-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app/client-chrome';
import type { Article } from '@/lib/blog';
import content from '@/components/content/content.module.css';
import styles from './blog.module.css';

/** The article's opening: its photograph behind the title, the date and the reading time. */
export async function ArticleHero({ article }: { article: Article }) {
  const t = await getTranslations('BlogArticles');
  const blog = await getTranslations('BlogPage');
  const format = await getFormatter();
  const date = format.dateTime(new Date(article.published), { dateStyle: 'long' });

  return (
    <section className={content.hero} data-size="compact">
      <FillImage src={article.image} alt="" priority sizes="100vw" className={content.heroImage} />
      <div className={`container ${content.heroInner}`}>
        <div className={content.heroText}>
          <AppLink href="/blog" className={styles.backLink}>
            {blog('article.backToBlog')}
          </AppLink>
          <h1 className={content.heroTitle}>{t(`${article.key}.title`)}</h1>
          <p className={content.heroLead}>{t(`${article.key}.excerpt`)}</p>
          <ul className={styles.meta}>
            <li>
              {blog.rich('article.published', {
                date,
                time: (chunks) => <time dateTime={article.published}>{chunks}</time>,
              })}
            </li>
            <li>{blog('readingTime', { minutes: article.readingMinutes })}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
