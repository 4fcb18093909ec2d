import type { Item } from './types';
import styles from './ordered-list.module.css';

/**
 * How the list looks and what marks each entry: steps (1, 2, 3 in a badge), questions (01–07),
 * agenda (a duration), chapters (a start time), timeline (a moment in words on a line).
 */
type Props =
  | { look: 'steps' | 'questions'; items: Item[] }
  | { look: 'agenda' | 'chapters'; items: (Item & { time: string })[] }
  | { look: 'timeline'; items: (Item & { when: string })[] };

type Look = Props['look'];
type Entry = Item & { mark: string };

function entries(props: Props): Entry[] {
  switch (props.look) {
    case 'steps':
      return props.items.map((item, index) => ({ ...item, mark: String(index + 1) }));
    case 'questions':
      return props.items.map((item, index) => ({
        ...item,
        mark: String(index + 1).padStart(2, '0'),
      }));
    case 'agenda':
    case 'chapters':
      return props.items.map((item) => ({ ...item, mark: item.time }));
    case 'timeline':
      return props.items.map((item) => ({ ...item, mark: item.when }));
  }
}

/** "mm:ss" → ISO 8601 duration for `<time dateTime>`, e.g. "01:10" → "PT1M10S". */
function isoDuration(time: string): string {
  const [minutes = '0', seconds = '0'] = time.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}

function Mark({ look, text }: { look: Look; text: string }) {
  if (look === 'chapters') {
    return (
      <time dateTime={isoDuration(text)} dir="ltr" className={styles.mark}>
        {text}
      </time>
    );
  }
  // The list itself announces the numbers; a time or a moment is read.
  const numbered = look === 'steps' || look === 'questions';
  return (
    <span className={styles.mark} aria-hidden={numbered || undefined}>
      {text}
    </span>
  );
}

/** Every ordered list of the pages: a mark, a title and a text per entry. */
export function OrderedList(props: Props) {
  return (
    <ol className={styles.list} data-look={props.look}>
      {entries(props).map((entry) => (
        <li key={entry.title} className={styles.item}>
          <Mark look={props.look} text={entry.mark} />
          <div>
            <h3>{entry.title}</h3>
            <p>{entry.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
