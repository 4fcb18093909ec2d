import { Link } from '@/components/navigation/link';
import type { ShownImage } from '@/lib/images/shown-image';
import type { Listing } from '@/lib/listings';
import type { ReactNode } from 'react';
import contentStyles from '@/components/content/content.module.css';
import styles from './listings.module.css';

/** A card's words, translated on the server so the browser gets strings, not the catalogue. */
export type ListingCardData = Pick<
  Listing,
  'slug' | 'area' | 'type' | 'status' | 'bedrooms' | 'priceAed' | 'sizeSqft' | 'handover'
> & {
  href: string;
  image: ShownImage;
  title: string;
  /** The title's language where it is not the page's (not translated yet: English). */
  titleLang?: string;
  areaLabel: string;
  typeLabel: string;
  statusLabel: string;
  bedroomsLabel: string;
  handoverLabel: string | null;
};

/** One listing in a grid: the whole card opens its page. */
export function ListingCard({
  card,
  price,
  size,
  priority = false,
}: {
  card: ListingCardData;
  /** The price and size: live (the visitor's unit and currency) in the browser, text elsewhere. */
  price: ReactNode;
  size: ReactNode;
  priority?: boolean;
}) {
  return (
    <article className={`${contentStyles.card} ${styles.listingCard}`} data-listing={card.slug}>
      <div className={contentStyles.cardMedia}>
        {/* eslint-disable-next-line @next/next/no-img-element -- srcset from next/image, on the server */}
        <img
          {...card.image}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <span className={contentStyles.badge}>{card.statusLabel}</span>
      </div>
      <div className={contentStyles.cardBody}>
        <h3 lang={card.titleLang}>
          <Link href={card.href} className={styles.cardTitleLink}>
            {card.title}
          </Link>
        </h3>
        <p>
          {card.typeLabel} · {card.areaLabel}
        </p>
        <ul className={contentStyles.cardMeta}>
          <li>{card.bedroomsLabel}</li>
          <li>{size}</li>
          {card.handoverLabel && <li>{card.handoverLabel}</li>}
        </ul>
        <p className={contentStyles.price}>{price}</p>
      </div>
    </article>
  );
}
