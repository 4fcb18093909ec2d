import type { ReactNode } from 'react';
import styles from './error-view.module.css';

type Props = { status: number; title: string; text: string; action: ReactNode };

/** The error page of docs/spec.md §2: status code, message, explanation and the way home. */
export function ErrorView({ status, title, text, action }: Props) {
  return (
    <section className={styles.view} aria-labelledby="error-title">
      <p className={styles.status}>{status}</p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}
