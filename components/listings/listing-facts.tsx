import { getTranslations } from 'next-intl/server';
import { quarterArguments } from '@/lib/format/dates';
import { formatAed } from '@/lib/format/numbers';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import { developerName } from '@/lib/listings/developers';
import { Area, AreaRate, Price } from './amounts';
import styles from './listing-page.module.css';

/** The figures an investor compares first, in the page's language and the visitor's units. */
export async function ListingFacts({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = await getTranslations('ListingPage.facts');
  const labels = await getTranslations('Listings');
  const handover = labels('quarter', quarterArguments(listing.handover));
  const facts = [
    { key: 'price', label: t('price'), value: <Price aed={listing.priceAed} /> },
    { key: 'type', label: t('type'), value: labels(`types.${listing.type}`) },
    { key: 'status', label: t('status'), value: labels(`status.${listing.status}`) },
    {
      key: 'bedrooms',
      label: t('bedrooms'),
      value: labels('bedrooms', { count: listing.bedrooms }),
    },
    {
      key: 'bathrooms',
      label: t('bathrooms'),
      value: labels('bathrooms', { count: listing.bathrooms }),
    },
    { key: 'size', label: t('size'), value: <Area sqft={listing.sizeSqft} /> },
    { key: 'developer', label: t('developer'), value: developerName(listing.developer, locale) },
    listing.status === 'offPlan'
      ? { key: 'handover', label: t('handover'), value: handover }
      : { key: 'completed', label: t('completed'), value: handover },
    {
      key: 'serviceCharge',
      label: t('serviceCharge'),
      value: (
        <>
          <AreaRate aedPerSqft={listing.serviceChargeAedPerSqft} />
          <br />
          <span className={styles.factNote}>
            {t('serviceChargeTotal', {
              amount: formatAed(listing.serviceChargeAedPerSqft * listing.sizeSqft, locale),
            })}
          </span>
        </>
      ),
    },
  ];
  return (
    <section className={styles.block} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('title')}</h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
