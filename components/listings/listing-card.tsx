import Image from 'next/image';
import { AppLink } from '@/components/navigation/app-link';
import type { Listing } from '@/lib/listings';
import { Area, Price } from './amounts';
import contentStyles from '@/components/content/content.module.css';
import styles from './listings.module.css';

/** A card's words, translated on the server so the browser gets strings, not the catalogue. */
export type ListingCardData = Pick<
  Listing,
  'slug' | 'area' | 'type' | 'status' | 'bedrooms' | 'priceAed' | 'sizeSqft' | 'handover'
> & {
  href: string;
  image: string;
  title: string;
  areaLabel: string;
  typeLabel: string;
  statusLabel: string;
  bedroomsLabel: string;
  handoverLabel: string | null;
};

/** One listing in a grid: the whole card opens its page. */
export function ListingCard({
  card,
  priority = false,
}: {
  card: ListingCardData;
  priority?: boolean;
}) {
  return (
    <article className={`${contentStyles.card} ${styles.listingCard}`} data-listing={card.slug}>
      <div className={contentStyles.cardMedia}>
        <Image
          src={card.image}
          alt=""
          fill
          sizes="(max-width: 640px) 100vw, 400px"
          priority={priority}
        />
        <span className={contentStyles.badge}>{card.statusLabel}</span>
      </div>
      <div className={contentStyles.cardBody}>
        <h3>
          <AppLink href={card.href} className={styles.cardTitleLink}>
            {card.title}
          </AppLink>
        </h3>
        <p>
          {card.typeLabel} · {card.areaLabel}
        </p>
        <ul className={contentStyles.cardMeta}>
          <li>{card.bedroomsLabel}</li>
          <li>
            <Area sqft={card.sizeSqft} />
          </li>
          {card.handoverLabel && <li>{card.handoverLabel}</li>}
        </ul>
        <p className={contentStyles.price}>
          <Price aed={card.priceAed} from={card.status === 'offPlan'} />
        </p>
      </div>
    </article>
  );
}
