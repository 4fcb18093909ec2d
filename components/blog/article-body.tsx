import { getTranslations } from 'next-intl/server';
import { Checklist, Prose } from '@/components/content/blocks';
import type { ProseSection } from '@/components/content/types';
import type { Article } from '@/lib/blog';
import content from '@/components/content/content.module.css';
import styles from './blog.module.css';

/** The article's text, its key takeaways beside it (below it on small screens) and the disclaimer. */
export async function ArticleBody({ article }: { article: Article }) {
  const t = await getTranslations('BlogArticles');
  const blog = await getTranslations('BlogPage');
  const sections = t.raw(`${article.key}.sections`) as ProseSection[];
  const takeaways = t.raw(`${article.key}.takeaways`) as string[];

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
