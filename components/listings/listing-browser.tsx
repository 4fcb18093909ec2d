'use client';

import { useId, type ReactNode } from 'react';
import { replaceLocationSearch, useLocationSearch } from '@/lib/client/location-search';
import { formatAedCompact } from '@/lib/format/numbers';
import {
  applyListingFilters,
  type Filterable,
  bedroomSteps,
  listingFiltersQuery,
  parseListingFilters,
  sortOrders,
} from '@/lib/listings/filters';
import { areas, completionStatuses, propertyTypes } from '@/lib/listings/types';
import { DisplayControls } from './display-controls';
import contentStyles from '@/components/content/content.module.css';
import { useListingWords } from './listing-words';
import styles from './listings.module.css';

const priceSteps = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000];

type Option = { value: string; label: string };

/** What the filters read of a listing; its card comes rendered from the server. */
export type BrowsedListing = Filterable & { slug: string; card: ReactNode };

/**
 * Filters and sorting over the server-rendered cards (the cards' own code stays on the server). The
 * choice lives in the address, so a filtered list can be shared; without JavaScript the form still
 * submits and the full list shows.
 */
export function ListingBrowser({ cards }: { cards: BrowsedListing[] }) {
  const words = useListingWords();
  const { locale } = words;
  const labels = words.copy.filters;
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
      label: labels.area,
      value: filters.area ?? '',
      options: [
        { value: '', label: labels.anyArea },
        ...areas.map((area) => ({ value: area, label: words.copy.areas[area] })),
      ],
    },
    {
      name: 'type',
      label: labels.type,
      value: filters.type ?? '',
      options: [
        { value: '', label: labels.anyType },
        ...propertyTypes.map((type) => ({ value: type, label: words.copy.types[type] })),
      ],
    },
    {
      name: 'status',
      label: labels.status,
      value: filters.status ?? '',
      options: [
        { value: '', label: labels.anyStatus },
        ...completionStatuses.map((status) => ({
          value: status,
          label: words.copy.status[status],
        })),
      ],
    },
    {
      name: 'bedrooms',
      label: labels.bedrooms,
      value: filters.bedrooms?.toString() ?? '',
      options: [
        { value: '', label: labels.anyBedrooms },
        ...bedroomSteps.map((count) => ({
          value: String(count),
          label: words.bedroomsAtLeast[count] ?? String(count),
        })),
      ],
    },
    {
      name: 'minPrice',
      label: labels.minPrice,
      value: filters.minPrice?.toString() ?? '',
      options: [{ value: '', label: labels.noMin }, ...prices],
    },
    {
      name: 'maxPrice',
      label: labels.maxPrice,
      value: filters.maxPrice?.toString() ?? '',
      options: [{ value: '', label: labels.noMax }, ...prices],
    },
    {
      name: 'sort',
      label: labels.sort,
      value: filters.sort,
      options: sortOrders.map((order) => ({ value: order, label: words.copy.sort[order] })),
    },
  ];

  return (
    <>
      <form
        method="get"
        className={styles.filters}
        aria-label={labels.legend}
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
            {labels.apply}
          </button>
        </noscript>
      </form>
      <div className={styles.resultsBar}>
        <p role="status" className={styles.results}>
          {words.results[shown.length] ?? String(shown.length)}
        </p>
        {filtered && (
          <button type="button" className={styles.reset} onClick={() => replaceLocationSearch('')}>
            {labels.reset}
          </button>
        )}
      </div>
      <DisplayControls />
      {shown.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={contentStyles.cards}>
          {shown.map((listing) => (
            <li key={listing.slug}>{listing.card}</li>
          ))}
        </ul>
      )}
    </>
  );
}
