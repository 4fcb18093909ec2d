import { FillImage } from '@/components/content/fill-image';
import { Link } from '@/components/navigation/link';
import contentStyles from '@/components/content/content.module.css';
import type { CountryTour } from './types';

type Props = { items: (CountryTour & { href: string; image: string })[] };

/** One card per country of the tour, linking to that country's page (the photograph is decorative). */
export function CountryCards({ items }: Props) {
  return (
    <ul className={contentStyles.cards}>
      {items.map((item) => (
        <li key={item.href}>
          <article className={contentStyles.card}>
            <div className={contentStyles.cardMedia}>
              <FillImage src={item.image} alt="" sizes="(max-width: 640px) 100vw, 400px" />
              <span className={contentStyles.badge}>{item.months}</span>
            </div>
            <div className={contentStyles.cardBody}>
              <h3>{item.country}</h3>
              <p className={contentStyles.cardMeta}>{item.cities}</p>
              <p>{item.text}</p>
              <Link href={item.href} className={contentStyles.cardLink}>
                {item.link}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
