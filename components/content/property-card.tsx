import { FillImage } from './fill-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Property } from '@/lib/properties';
import styles from './content.module.css';

export async function PropertyCard({ property }: { property: Property }) {
  const t = await getTranslations('Properties');
  const format = await getFormatter();
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <FillImage
          src={property.image}
          alt={t(`items.${property.id}.alt`)}
          sizes="(max-width: 640px) 100vw, 400px"
        />
        <span className={styles.badge}>{t(property.status === 'ready' ? 'ready' : 'offPlan')}</span>
      </div>
      <div className={styles.cardBody}>
        <h3>{t(`items.${property.id}.name`)}</h3>
        <p>{t(`items.${property.id}.area`)}</p>
        <ul className={styles.cardMeta}>
          <li>{t('bedrooms', { count: property.bedrooms })}</li>
          <li>{t('size', { size: format.number(property.sizeSqft) })}</li>
          {property.handover && <li>{t('handover', { quarter: property.handover })}</li>}
        </ul>
        <p>{t(`items.${property.id}.description`)}</p>
        <p className={styles.price}>
          {t('priceFrom', {
            price: format.number(property.priceAed, {
              style: 'currency',
              currency: 'AED',
              maximumFractionDigits: 0,
            }),
          })}
        </p>
      </div>
    </article>
  );
}
