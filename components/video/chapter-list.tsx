import styles from './video-page.module.css';

export type Chapter = { time: string; title: string; text: string };

/** "mm:ss" → ISO 8601 duration for `<time dateTime>`, e.g. "01:10" → "PT1M10S". */
function isoDuration(time: string): string {
  const [minutes = '0', seconds = '0'] = time.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}

/** The webinar's chapters with their start times. */
export function ChapterList({ items }: { items: Chapter[] }) {
  return (
    <ol className={styles.chapters}>
      {items.map((item) => (
        <li key={item.time} className={styles.chapter}>
          <time dateTime={isoDuration(item.time)} dir="ltr" className={styles.chapterTime}>
            {item.time}
          </time>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
