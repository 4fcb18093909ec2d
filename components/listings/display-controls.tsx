'use client';

import { useId } from 'react';
import { setDisplayPreferences, useDisplayPreferences } from '@/lib/client/display-preferences';
import { areaUnits, defaultAreaUnit } from '@/lib/format/numbers';
import { currencyName } from '@/lib/format/currency-names';
import { exchangeRates, isSecondCurrency, secondCurrencies } from '@/lib/format/rates';
import { localeInfo } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { useListingWords } from './listing-words';
import styles from './listings.module.css';

/** The area unit and the optional second currency, remembered for the visitor's next pages. */
export function DisplayControls() {
  const { copy, locale } = useListingWords();
  const { display } = copy;
  const id = useId();
  const { unit, currency } = useDisplayPreferences();
  const shownUnit = unit ?? defaultAreaUnit(locale);
  const iso = localeInfo[locale].iso;
  const ratesDate = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${exchangeRates.date}T12:00:00Z`),
  );

  return (
    <div className={styles.displayControls}>
      <fieldset className={styles.unitSwitch}>
        <legend>{display.unit}</legend>
        {areaUnits.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-unit`}
              value={option}
              checked={shownUnit === option}
              onChange={() => setDisplayPreferences({ unit: option })}
            />
            <span>{display[option]}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.currencyPicker}>
        <label htmlFor={`${id}-currency`}>{display.currency}</label>
        <select
          id={`${id}-currency`}
          value={currency ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setDisplayPreferences({ currency: isSecondCurrency(value) ? value : null });
          }}
        >
          <option value="">{display.noCurrency}</option>
          {secondCurrencies.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyName(code, locale)}
            </option>
          ))}
        </select>
        {currency && <p className={styles.ratesNote}>{fill(display.rates, { date: ratesDate })}</p>}
      </div>
    </div>
  );
}
