import Image from 'next/image';
import type { ReactNode } from 'react';
import type { HeroCopy } from './types';
import styles from './content.module.css';

type Props = {
  copy: HeroCopy;
  image: string;
  /** The buttons under the lead; pages pass links or, later, modal openers. */
  actions?: ReactNode;
  size?: 'full' | 'compact';
  aside?: ReactNode;
};

/** A page's opening: a dark photograph with the headline, the promise and the next step. */
export function Hero({ copy, image, actions, size = 'full', aside }: Props) {
  return (
    <section className={styles.hero} data-size={size}>
      <Image src={image} alt="" fill priority sizes="100vw" className={styles.heroImage} />
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          {copy.eyebrow && <p className={styles.eyebrow}>{copy.eyebrow}</p>}
          <h1 className={styles.heroTitle}>{copy.title}</h1>
          <p className={styles.heroLead}>{copy.lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
