import type { ReactNode } from 'react';
import type { SectionCopy } from './types';
import styles from './content.module.css';

type Props = {
  copy: SectionCopy;
  id?: string;
  tone?: 'white' | 'sand' | 'navy';
  children?: ReactNode;
};

/** A titled band of the page; its children carry the content. */
export function Section({ copy, id, tone = 'white', children }: Props) {
  return (
    <section id={id} className={styles.section} data-tone={tone}>
      <div className="container">
        <header className={styles.sectionHeader}>
          {copy.eyebrow && <p className={styles.eyebrow}>{copy.eyebrow}</p>}
          <h2 className={styles.sectionTitle}>{copy.title}</h2>
          {copy.intro && <p className={styles.sectionIntro}>{copy.intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
