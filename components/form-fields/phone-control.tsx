'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import { lazyPart } from '@/components/app/lazy-part';
import { afterNextPaint } from '@/lib/client/after-next-paint';
import { FieldFrame } from './field-frame';
import { loadedPhoneField, loadPhoneField } from './load-phone-field';
import type { PhoneLabels } from './phone-field';
import styles from './form-fields.module.css';

/**
 * The widget loads apart from its form (load-phone-field.ts): until it comes, a frame of its size
 * with the starting country's flag holds its place, so nothing moves when it arrives. A form shown
 * before it asks for it once painted, so the form's own frame comes first.
 */
const PhoneField = lazyPart(
  () => afterNextPaint().then(loadPhoneField),
  ({ defaultCountry }) => (
    <div className={`PhoneInput ${styles.phonePlaceholder}`} aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- the widget's own flag image */}
      <img className="PhoneInputCountryIconImg" src={`/flags/${defaultCountry}.svg`} alt="" />
    </div>
  ),
  loadedPhoneField,
);

/** The phone widget's words in the page's language (the `RequestCall` messages every page has). */
function usePhoneLabels(): PhoneLabels {
  const t = useTranslations('RequestCall');
  return {
    phone: t('phone'),
    country: t('country'),
    search: t('searchCountry'),
    international: t('international'),
    noMatch: t('noCountry'),
  };
}

/** `O`: the form's values after its schema's transforms, when they differ from what is typed. */
type Props<T extends FieldValues, O = T> = {
  id: string;
  control: Control<T, unknown, O>;
  name: Path<T>;
  error?: string;
  disabled?: boolean;
  onCountryChange: (country: Country | undefined) => void;
  /** AE unless the form says otherwise (docs/spec.md §5). */
  defaultCountry?: Country;
  countries?: Country[];
  /** Fixed copy (the Taiwan modal's Chinese) instead of the page's messages. */
  labels?: PhoneLabels;
  className?: string;
  announce?: 'alert' | 'polite';
};

/** The phone widget in its labelled field, bound to a react-hook-form field. */
export function PhoneControl<T extends FieldValues, O = T>(props: Props<T, O>) {
  const pageLabels = usePhoneLabels();
  const labels = props.labels ?? pageLabels;
  return (
    <FieldFrame
      id={props.id}
      label={labels.phone}
      error={props.error}
      className={props.className}
      announce={props.announce}
    >
      {(aria) => (
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <PhoneField
              id={aria.id}
              inputRef={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onCountryChange={props.onCountryChange}
              defaultCountry={props.defaultCountry ?? 'AE'}
              countries={props.countries}
              labels={labels}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
              disabled={props.disabled}
            />
          )}
        />
      )}
    </FieldFrame>
  );
}
