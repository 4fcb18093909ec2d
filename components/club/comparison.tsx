import { CheckIcon, CloseIcon } from '@/components/icons/icons';
import type { ComparisonColumn } from './types';
import styles from './club.module.css';

/** Two lists side by side: the usual way (muted) and the member's way (highlighted). */
export function Comparison({ own, member }: { own: ComparisonColumn; member: ComparisonColumn }) {
  return (
    <div className={styles.comparison}>
      <section className={styles.comparisonColumn} data-variant="own">
        <h3>{own.title}</h3>
        <ul>
          {own.items.map((item) => (
            <li key={item}>
              <CloseIcon size={18} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.comparisonColumn} data-variant="member">
        <h3>{member.title}</h3>
        <ul>
          {member.items.map((item) => (
            <li key={item}>
              <CheckIcon size={18} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
