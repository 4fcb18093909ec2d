import type { AgendaItem } from './types';
import styles from './roadshow.module.css';

/** The running order of a seminar: time, topic and what the audience takes away. */
export function Agenda({ items }: { items: AgendaItem[] }) {
  return (
    <ol className={styles.agenda}>
      {items.map((item) => (
        <li key={item.title} className={styles.agendaItem}>
          <span className={styles.agendaTime}>{item.time}</span>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
