import content from '@/components/content/content.module.css';
import { Link } from '@/components/navigation/link';
import styles from './invest.module.css';

/** A kind of opportunity as written under `OpportunitiesPage.types.items`. */
type Opportunity = { id: string; title: string; text: string; suits: string };

type Props = {
  items: Opportunity[];
  suitsLabel: string;
  /** Pages that tell more about some opportunities, by item id. */
  links?: Partial<Record<string, { href: string; label: string }>>;
};

export function OpportunityCards({ items, suitsLabel, links = {} }: Props) {
  return (
    <ul className={content.cards}>
      {items.map((item) => {
        const link = links[item.id];
        return (
          <li key={item.id}>
            <article className={`${content.card} ${styles.textCard}`}>
              <div className={content.cardBody}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{suitsLabel}</dt>
                    <dd>{item.suits}</dd>
                  </div>
                </dl>
                {link && (
                  <Link href={link.href} className={content.cardLink}>
                    {link.label}
                  </Link>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
