import content from '@/components/content/content.module.css';
import styles from './invest.module.css';

/** A freehold community as written under `InvestPage.areas.items`. */
type Area = { name: string; text: string; profile: string; yield: string };

type Props = { items: Area[]; profileLabel: string; yieldLabel: string };

/** Cards of Dubai areas with the buyer each one typically attracts and its historic gross yield. */
export function AreaCards({ items, profileLabel, yieldLabel }: Props) {
  return (
    <ul className={content.cards}>
      {items.map((area) => (
        <li key={area.name}>
          <article className={`${content.card} ${styles.textCard}`}>
            <div className={content.cardBody}>
              <h3>{area.name}</h3>
              <p>{area.text}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>{profileLabel}</dt>
                  <dd>{area.profile}</dd>
                </div>
                <div>
                  <dt>{yieldLabel}</dt>
                  <dd>{area.yield}</dd>
                </div>
              </dl>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
