import type { TimelineItem } from './types';
import styles from './club.module.css';

/** A vertical sequence of moments ("right away", "within a few days" …), start-aligned in both directions. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={item.title} className={styles.timelineItem}>
          <p className={styles.timelineWhen}>{item.when}</p>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
