import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Checklist, Prose } from '@/components/content/blocks';
import type { Article } from '@/lib/blog';
import content from '@/components/content/content.module.css';
import styles from './blog.module.css';

/** The article's text, its key takeaways beside it (below it on small screens) and the disclaimer. */
export async function ArticleBody({ article }: { article: Article }) {
  const blog = await getTranslations('BlogPage');
  const { sections, takeaways } = (await getCopy('BlogArticles'))[article.key];

  return (
    <div className={content.section}>
      <div className={`container ${styles.layout}`}>
        <div>
          <Prose sections={sections} />
          <p className={styles.disclaimer}>{blog('article.disclaimer')}</p>
        </div>
        <aside className={styles.takeaways} aria-labelledby="key-takeaways">
          <h2 id="key-takeaways">{blog('article.takeawaysTitle')}</h2>
          <Checklist items={takeaways} />
        </aside>
      </div>
    </div>
  );
}
