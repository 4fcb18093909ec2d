import { FillImage } from './fill-image';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
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
      <FillImage src={image} alt="" priority sizes="100vw" className={styles.heroImage} />
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          {copy.eyebrow && <p className={styles.eyebrow}>{copy.eyebrow}</p>}
          <h1 className={styles.heroTitle} lang={copy.lang}>
            {copy.title}
          </h1>
          <p className={styles.heroLead} lang={copy.lang}>
            {copy.lead}
          </p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}

type HeroLink = { href: string; label: string };

/** The hero's two next steps, the first one the main one (each a ButtonLink). */
export function HeroLinks({ primary, secondary }: { primary: HeroLink; secondary?: HeroLink }) {
  const links = [
    { ...primary, className: 'button button-primary' },
    ...(secondary ? [{ ...secondary, className: 'button button-secondary' }] : []),
  ];
  return links.map(({ href, label, className }) => (
    <ButtonLink key={href} href={href} className={className}>
      {label}
    </ButtonLink>
  ));
}
