'use client';

import type { Ref } from 'react';
import type { Country } from 'react-phone-number-input';
import type { PhoneLabels } from './phone-field';
import styles from './form-fields.module.css';

type StandInProps = {
  id: string;
  country: Country;
  labels: PhoneLabels;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string | undefined;
  disabled?: boolean | undefined;
  countryRef: Ref<HTMLButtonElement>;
  numberRef: Ref<HTMLInputElement>;
  /** Enter or a tap on the country button: the list opens when the widget is here. */
  onCountryAsked: () => void;
};

/** The widget's shape before its code has come: its frame, the country's flag, a number input. */
export function PhoneStandIn({ countryRef, numberRef, labels, ...props }: StandInProps) {
  return (
    <div className={`PhoneInput ${styles.phoneStandIn}`}>
      <div className={`PhoneInputCountry ${styles.countrySelect}`}>
        <button
          ref={countryRef}
          type="button"
          className={styles.countryButton}
          aria-haspopup="listbox"
          aria-expanded={false}
          disabled={props.disabled}
          // The list opens as soon as the widget is here (a moment on a slow line).
          onClick={props.onCountryAsked}
        >
          <span className="PhoneInputCountryIcon" aria-hidden="true">
            {/* eslint-disable-next-line @next/next/no-img-element -- the widget's own flag image */}
            <img className="PhoneInputCountryIconImg" src={`/flags/${props.country}.svg`} alt="" />
          </span>
          <span className="visually-hidden">{labels.country}</span>
        </button>
      </div>
      <input
        ref={numberRef}
        id={props.id}
        type="tel"
        className="PhoneInputInput"
        autoComplete="tel"
        dir="ltr"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
      />
    </div>
  );
}
