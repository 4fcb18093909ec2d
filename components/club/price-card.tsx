import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons/icons';
import type { PriceCopy } from './types';
import styles from './club.module.css';

/** How the membership fee works, without a figure: the price itself is shown at the booking step. */
export function PriceCard({ copy, action }: { copy: PriceCopy; action: ReactNode }) {
  return (
    <div className={styles.priceCard}>
      <div>
        {copy.title && <h3 className={styles.priceTitle}>{copy.title}</h3>}
        {copy.text && <p>{copy.text}</p>}
        {copy.points && (
          <ul className={styles.pricePoints}>
            {copy.points.map((point) => (
              <li key={point}>
                <CheckIcon size={20} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        )}
        {copy.note && <p className={styles.priceNote}>{copy.note}</p>}
      </div>
      <div className={styles.priceAction}>{action}</div>
    </div>
  );
}
