import type { MemberQuote } from './types';
import styles from './club.module.css';

/** Short comments from members, each signed with a first name and a country. */
export function MemberQuotes({ items }: { items: MemberQuote[] }) {
  return (
    <ul className={styles.quotes}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className={styles.quote}>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <span className={styles.quoteName}>{item.name}</span>
              <span className={styles.quoteCountry}>{item.country}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
