'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { replaceLocationSearch, useLocationSearch } from '@/lib/client/location-search';
import { formatAedCompact } from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import {
  applyListingFilters,
  listingFiltersQuery,
  parseListingFilters,
  sortOrders,
} from '@/lib/listings/filters';
import { areas, completionStatuses, propertyTypes } from '@/lib/listings/types';
import { DisplayControls } from './display-controls';
import { ListingCard, type ListingCardData } from './listing-card';
import contentStyles from '@/components/content/content.module.css';
import styles from './listings.module.css';

const priceSteps = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000];
const bedroomSteps = [0, 1, 2, 3, 4, 5];

type Option = { value: string; label: string };

/**
 * Filters and sorting over the server-rendered cards. The choice lives in the address, so a
 * filtered list can be shared; without JavaScript the form still submits and the full list shows.
 */
export function ListingBrowser({ cards }: { cards: ListingCardData[] }) {
  const t = useTranslations('Listings');
  const locale = usePageLocale();
  const id = useId();
  const search = useLocationSearch();
  const filters = parseListingFilters(new URLSearchParams(search));
  const shown = applyListingFilters([...cards], filters);
  const filtered = listingFiltersQuery({ ...filters, sort: 'recommended' }) !== '';

  // Every control writes its own parameter; parsing the result drops values that are not choices.
  const setParam = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    params.set(name, value);
    replaceLocationSearch(listingFiltersQuery(parseListingFilters(params)));
  };
  const prices = priceSteps.map((p) => ({ value: String(p), label: formatAedCompact(p, locale) }));
  const selects: { name: string; label: string; value: string; options: Option[] }[] = [
    {
      name: 'area',
      label: t('filters.area'),
      value: filters.area ?? '',
      options: [
        { value: '', label: t('filters.anyArea') },
        ...areas.map((area) => ({ value: area, label: t(`areas.${area}`) })),
      ],
    },
    {
      name: 'type',
      label: t('filters.type'),
      value: filters.type ?? '',
      options: [
        { value: '', label: t('filters.anyType') },
        ...propertyTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
      ],
    },
    {
      name: 'status',
      label: t('filters.status'),
      value: filters.status ?? '',
      options: [
        { value: '', label: t('filters.anyStatus') },
        ...completionStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      ],
    },
    {
      name: 'bedrooms',
      label: t('filters.bedrooms'),
      value: filters.bedrooms?.toString() ?? '',
      options: [
        { value: '', label: t('filters.anyBedrooms') },
        ...bedroomSteps.map((count) => ({
          value: String(count),
          label: t('filters.bedroomsAtLeast', { count }),
        })),
      ],
    },
    {
      name: 'minPrice',
      label: t('filters.minPrice'),
      value: filters.minPrice?.toString() ?? '',
      options: [{ value: '', label: t('filters.noMin') }, ...prices],
    },
    {
      name: 'maxPrice',
      label: t('filters.maxPrice'),
      value: filters.maxPrice?.toString() ?? '',
      options: [{ value: '', label: t('filters.noMax') }, ...prices],
    },
    {
      name: 'sort',
      label: t('filters.sort'),
      value: filters.sort,
      options: sortOrders.map((order) => ({ value: order, label: t(`sort.${order}`) })),
    },
  ];

  return (
    <>
      <form
        method="get"
        className={styles.filters}
        aria-label={t('filters.legend')}
        onSubmit={(event) => event.preventDefault()}
      >
        {selects.map((select) => (
          <div key={select.name} className={styles.filterField}>
            <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
            <select
              id={`${id}-${select.name}`}
              name={select.name}
              value={select.value}
              onChange={(event) => setParam(select.name, event.target.value)}
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <noscript>
          <button type="submit" className="button button-dark">
            {t('filters.apply')}
          </button>
        </noscript>
      </form>
      <div className={styles.resultsBar}>
        <p role="status" className={styles.results}>
          {t('filters.results', { count: shown.length })}
        </p>
        {filtered && (
          <button type="button" className={styles.reset} onClick={() => replaceLocationSearch('')}>
            {t('filters.reset')}
          </button>
        )}
      </div>
      <DisplayControls />
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('filters.empty')}</p>
      ) : (
        <ul className={contentStyles.cards}>
          {shown.map((card, index) => (
            <li key={card.slug}>
              <ListingCard card={card} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
