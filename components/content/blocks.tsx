import { FillImage } from './fill-image';
import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons/icons';
import type { CtaCopy, FaqItem, Item, ProseSection, Stat } from './types';
import content from './content.module.css';
import styles from './blocks.module.css';

// Copy lists never reorder, so sentences are keyed by position: a key is sent in the RSC payload,
// and a sentence as its own key would travel there twice (issue 10: HTML weight).

export function FeatureGrid({ items, columns = 3 }: { items: Item[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.featureGrid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.feature}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Stats({ items }: { items: Stat[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className={styles.checklist}>
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item, index) => (
        <details key={index} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** Paragraphs of running text, e.g. an introduction or a legal section. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className={styles.prose}>
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

export function Prose({ sections }: { sections: ProseSection[] }) {
  return (
    <div className={styles.prose}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          {section.extra}
        </section>
      ))}
    </div>
  );
}

/** Text beside a photograph; `reverse` puts the photograph first (mirrored in RTL). */
export function Split({
  image,
  imageAlt,
  reverse = false,
  children,
}: {
  image: string;
  imageAlt: string;
  reverse?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.split} data-reverse={reverse}>
      <div className={styles.splitText}>{children}</div>
      <div className={styles.splitMedia}>
        <FillImage src={image} alt={imageAlt} sizes="(max-width: 900px) 100vw, 50vw" />
      </div>
    </div>
  );
}

export function CtaBand({ copy, action }: { copy: Omit<CtaCopy, 'button'>; action: ReactNode }) {
  return (
    <section className={styles.ctaBand}>
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2>{copy.title}</h2>
          <p>{copy.text}</p>
        </div>
        {action}
      </div>
    </section>
  );
}

/** The navy band of key figures under a hero. */
export function StatsBand({ items }: { items: Stat[] }) {
  return (
    <div className={content.section} data-tone="navy">
      <div className="container">
        <Stats items={items} />
      </div>
    </div>
  );
}
