import type { Speaker } from './types';
import styles from './roadshow.module.css';

/** First letters of the first and last word of a name, as a stand-in portrait. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The advisors who present a tour, with the languages they consult in. */
export function SpeakerList({ items }: { items: Speaker[] }) {
  return (
    <ul className={styles.speakers}>
      {items.map((speaker) => (
        <li key={speaker.name}>
          <article className={styles.speaker}>
            <span className={styles.initials} aria-hidden="true">
              {initials(speaker.name)}
            </span>
            <h3>{speaker.name}</h3>
            <p className={styles.speakerRole}>{speaker.role}</p>
            <p className={styles.speakerLanguages}>{speaker.languages}</p>
            <p className={styles.speakerBio}>{speaker.bio}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
