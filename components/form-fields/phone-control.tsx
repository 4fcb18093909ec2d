'use client';

import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import { afterNextPaint } from '@/lib/client/after-next-paint';
import { FieldFrame } from './field-frame';
import type { PhoneField, PhoneLabels } from './phone-field';
import styles from './form-fields.module.css';

/**
 * The widget, with libphonenumber's metadata (~45 kB gzip), loads apart from its form: asked for on
 * a visitor's first intent (modal-preload.ts) or when a form shows it, never in a first visit's
 * idle prefetch (issue 20's 200 kB). Until it comes, a frame of its size with the starting
 * country's flag holds its place, so the form is typeable and nothing moves when it arrives.
 *
 * Not `next/dynamic` or `React.lazy`: a lazy component suspends on its first render even when its
 * code is already here, so the step that shows the phone (the spot wizard's second) committed the
 * placeholder, moved focus to nothing, and the widget came a Suspense retry later (≥ 300 ms, React's
 * throttle). Remembering the loaded component renders it in the step's own commit.
 */
let loaded: typeof PhoneField | undefined;

export function loadPhoneField(): Promise<typeof PhoneField> {
  return import('./phone-field').then((module) => (loaded = module.PhoneField));
}

/** The widget if its code is here, else `undefined` until it has loaded. */
function usePhoneField() {
  const [Widget, setWidget] = useState(() => loaded);
  useEffect(() => {
    if (Widget) return;
    let shown = true;
    // After the frame that shows the form: adding the widget's scripts and stylesheet to the
    // document in the tap's own task held that frame back (~30 ms on the phone profile's CPU).
    afterNextPaint()
      .then(loadPhoneField)
      .then(
        (Component) => shown && setWidget(() => Component),
        // Offline: the placeholder stays, and the server's check names the missing phone.
        () => undefined,
      );
    return () => {
      shown = false;
    };
  }, [Widget]);
  return Widget;
}

function PhonePlaceholder({ country }: { country: Country }) {
  return (
    <div className={`PhoneInput ${styles.phonePlaceholder}`} aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- the widget's own flag image */}
      <img className="PhoneInputCountryIconImg" src={`/flags/${country}.svg`} alt="" />
    </div>
  );
}

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
  const Widget = usePhoneField();
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
          render={({ field }) =>
            Widget ? (
              <Widget
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
            ) : (
              <PhonePlaceholder country={props.defaultCountry ?? 'AE'} />
            )
          }
        />
      )}
    </FieldFrame>
  );
}
