import type { Item } from '@/components/content/types';
import styles from './question-list.module.css';

/** The Investment Compass questions, numbered 01–07, each with why we ask it. */
export function QuestionList({ items }: { items: Item[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
