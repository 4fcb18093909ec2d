import { getTranslations } from 'next-intl/server';
import { formatAed, formatPercent } from '@/lib/format/numbers';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import styles from './listing-page.module.css';

/** The developer's schedule of an off-plan listing: when each share of the price falls due. */
export async function PaymentPlan({ listing, locale }: { listing: Listing; locale: Locale }) {
  if (!listing.paymentPlan) return null;
  const t = await getTranslations('ListingPage.plan');
  return (
    <section className={styles.block} aria-labelledby="plan-title">
      <h2 id="plan-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ol className={styles.plan}>
        {listing.paymentPlan.map((step) => (
          <li key={step.stage}>
            <span className={styles.planStage}>{t(step.stage)}</span>
            <span className={styles.planPercent}>{formatPercent(step.percent, locale)}</span>
            <span className={styles.planAmount}>
              {formatAed((listing.priceAed * step.percent) / 100, locale)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
