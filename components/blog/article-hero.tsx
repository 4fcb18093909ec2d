import { FillImage } from '@/components/content/fill-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/link';
import type { ShownArticle } from '@/lib/articles';
import content from '@/components/content/content.module.css';
import styles from './blog.module.css';

/** The article's opening: its photograph behind the title, the date and the reading time. */
export async function ArticleHero({ article }: { article: ShownArticle }) {
  const blog = await getTranslations('BlogPage');
  const format = await getFormatter();
  const date = format.dateTime(new Date(article.date), { dateStyle: 'long' });

  return (
    <section className={content.hero} data-size="compact">
      {article.cover && (
        <FillImage
          src={article.cover}
          alt=""
          priority
          sizes="100vw"
          className={content.heroImage}
        />
      )}
      <div className={`container ${content.heroInner}`}>
        <div className={content.heroText}>
          <Link href="/blog" className={styles.backLink}>
            {blog('article.backToBlog')}
          </Link>
          <h1 className={content.heroTitle}>{article.title}</h1>
          <p className={content.heroLead}>{article.summary}</p>
          <ul className={styles.meta}>
            <li>
              {blog.rich('article.published', {
                date,
                time: (chunks) => <time dateTime={article.date}>{chunks}</time>,
              })}
            </li>
            <li>{blog('readingTime', { minutes: article.readingMinutes })}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
