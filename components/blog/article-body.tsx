import { getTranslations } from 'next-intl/server';
import { Checklist } from '@/components/content/blocks';
import type { ShownArticle } from '@/lib/articles';
import content from '@/components/content/content.module.css';
import { RichTextBody } from './rich-text';
import styles from './blog.module.css';

/** The article's text, its key takeaways beside it (below it on small screens) and the disclaimer. */
export async function ArticleBody({ article }: { article: ShownArticle }) {
  const blog = await getTranslations('BlogPage');

  return (
    <div className={content.section}>
      <div className={`container ${styles.layout}`}>
        <div>
          <RichTextBody body={article.body} />
          <p className={styles.disclaimer}>{blog('article.disclaimer')}</p>
        </div>
        {article.takeaways.length > 0 && (
          <aside className={styles.takeaways} aria-labelledby="key-takeaways">
            <h2 id="key-takeaways">{blog('article.takeawaysTitle')}</h2>
            <Checklist items={article.takeaways} />
          </aside>
        )}
      </div>
    </div>
  );
}
