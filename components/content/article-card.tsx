import { FillImage } from './fill-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app/client-chrome';
import type { Article } from '@/lib/blog';
import styles from './content.module.css';

export async function ArticleCard({ article }: { article: Article }) {
  const t = await getTranslations('BlogArticles');
  const blog = await getTranslations('BlogPage');
  const format = await getFormatter();
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <FillImage src={article.image} alt="" sizes="(max-width: 640px) 100vw, 400px" />
      </div>
      <div className={styles.cardBody}>
        <ul className={styles.cardMeta}>
          <li>
            <time dateTime={article.published}>
              {format.dateTime(new Date(article.published), { dateStyle: 'long' })}
            </time>
          </li>
          <li>{blog('readingTime', { minutes: article.readingMinutes })}</li>
        </ul>
        <h3>{t(`${article.key}.title`)}</h3>
        <p>{t(`${article.key}.excerpt`)}</p>
        <AppLink href={`/blog/${article.slug}`} className={styles.cardLink}>
          {blog('readArticle')}
          <span className="visually-hidden">: {t(`${article.key}.title`)}</span>
        </AppLink>
      </div>
    </article>
  );
}
