import { FillImage } from './fill-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/link';
import { articlePath, type ShownArticle } from '@/lib/articles';
import styles from './content.module.css';

export async function ArticleCard({ article }: { article: ShownArticle }) {
  const blog = await getTranslations('BlogPage');
  const format = await getFormatter();
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        {article.cover && (
          <FillImage src={article.cover} alt="" sizes="(max-width: 640px) 100vw, 400px" />
        )}
      </div>
      <div className={styles.cardBody}>
        <ul className={styles.cardMeta}>
          <li>
            <time dateTime={article.date}>
              {format.dateTime(new Date(article.date), { dateStyle: 'long' })}
            </time>
          </li>
          <li>{blog('readingTime', { minutes: article.readingMinutes })}</li>
        </ul>
        <h3>{article.title}</h3>
        <p>{article.summary}</p>
        <Link href={articlePath(article)} className={styles.cardLink}>
          {blog('readArticle')}
          <span className="visually-hidden">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** Articles as a list of cards: the blog and the home page's section. */
export function ArticleCards({ articles }: { articles: ShownArticle[] }) {
  return (
    <ul className={styles.cards}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
