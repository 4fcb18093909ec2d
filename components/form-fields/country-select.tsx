'use client';

import { useId, useMemo, useRef, useState, type ElementType, type KeyboardEvent } from 'react';
import { getCountryCallingCode, type Country } from 'react-phone-number-input';
import styles from './form-fields.module.css';

type Option = { value?: Country; label: string; divider?: boolean };

type Props = {
  value?: Country;
  onChange: (value?: Country) => void;
  options: Option[];
  iconComponent: ElementType<{ country?: Country; label: string }>;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
  searchLabel: string;
  noMatch: string;
  /** Open from the first render, its search box focused (asked for before the widget had loaded). */
  openAtStart?: boolean;
};

const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** react-phone-number-input's country picker, with a search box over the country names. */
export function CountrySelect(props: Props) {
  const { value, options, iconComponent: Flag } = props;
  const [open, setOpen] = useState(Boolean(props.openAtStart));
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const countries = useMemo(
    () => options.filter((o): o is Option & { value: Country } => !o.divider && !!o.value),
    [options],
  );
  const matches = useMemo(() => {
    const q = normalize(query.trim()).replace(/^\+/, '');
    if (!q) return countries;
    return countries.filter(
      (o) =>
        normalize(o.label).includes(q) ||
        o.value.toLowerCase() === q ||
        getCountryCallingCode(o.value).startsWith(q),
    );
  }, [countries, query]);
  const current = countries.find((o) => o.value === value);

  function close(focusButton = true) {
    setOpen(false);
    setQuery('');
    if (focusButton) buttonRef.current?.focus();
  }

  function choose(country: Country) {
    props.onChange(country);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const match = matches[active];
      if (match) choose(match.value);
    } else if (event.key === 'Escape') {
      // Closes the list, not the modal around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const optionId = (country: Country) => `${listId}-${country}`;
  const activeMatch = matches[active];

  return (
    <div className={`PhoneInputCountry ${styles.countrySelect}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={props.disabled || props.readOnly}
        onClick={() => (open ? close() : (setActive(0), setOpen(true)))}
      >
        <span aria-hidden="true">
          <Flag country={value} label="" />
        </span>
        {/* The visible code starts the button's name (WCAG 2.5.3), then "Country: <name>". */}
        <bdi dir="ltr" className={styles.countryCode}>
          {value ? `+${getCountryCallingCode(value)}` : ''}
        </bdi>
        <span className="visually-hidden">
          {` ${props['aria-label'] ?? ''}: ${current?.label ?? ''}`}
        </span>
      </button>
      {open && (
        <div
          className={styles.countryPopover}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
          }}
        >
          <input
            type="search"
            role="combobox"
            aria-label={props.searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeMatch ? optionId(activeMatch.value) : undefined}
            className={styles.countrySearch}
            value={query}
            autoFocus
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={props['aria-label']}
            className={styles.countryList}
          >
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.value)}
              >
                <Flag country={option.value} label="" />
                <span>{option.label}</span>
                <bdi dir="ltr" className={styles.countryCode}>
                  +{getCountryCallingCode(option.value)}
                </bdi>
              </li>
            ))}
            {matches.length === 0 && <li className={styles.noMatch}>{props.noMatch}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
