'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import { afterNextPaint } from '@/lib/client/after-next-paint';
import { FieldFrame } from './field-frame';
import { PhoneStandIn } from './phone-stand-in';
import type { PhoneField, PhoneLabels, typedNumber } from './phone-field';

/**
 * The widget, with libphonenumber's metadata (~45 kB gzip), loads apart from its form: asked for on
 * a visitor's first intent (modal-preload.ts) or when a form shows it, never in a first visit's
 * idle prefetch (issue 20's 200 kB). Until it comes, a stand-in of its shape holds its place: the
 * starting country's flag on a focusable button and a plain number input, so a visitor on a slow
 * line can type the number at once and a keyboard goes through the field in the widget's order.
 * When the widget arrives it takes over what was typed, the focus and a country list asked for.
 *
 * Not `next/dynamic` or `React.lazy`: a lazy component suspends on its first render even when its
 * code is already here, so the step that shows the phone (the spot wizard's second) committed the
 * stand-in, moved focus to it, and the widget came a Suspense retry later (≥ 300 ms, React's
 * throttle). Remembering the loaded module renders the widget in the step's own commit.
 */
type Widget = { PhoneField: typeof PhoneField; typedNumber: typeof typedNumber };
let loaded: Widget | undefined;

export function loadPhoneField(): Promise<Widget> {
  return import('./phone-field').then((module) => (loaded = module));
}

/** Where the visitor was in the stand-in when the widget came, and whether they asked for the list. */
type Arrival = { focus?: 'country' | 'number'; pickerOpen: boolean };

/**
 * The widget's module if its code is here, else `undefined` until it has loaded; and, if it came
 * while the stand-in was shown, where the visitor was in it.
 */
function usePhoneField(
  standInCountry: RefObject<HTMLButtonElement | null>,
  standInNumber: RefObject<HTMLInputElement | null>,
  pickerAsked: RefObject<boolean>,
) {
  const [widget, setWidget] = useState(() => loaded);
  const [arrival, setArrival] = useState<Arrival>();
  useEffect(() => {
    if (widget) return;
    let shown = true;
    // After the frame that shows the form: adding the widget's scripts and stylesheet to the
    // document in the tap's own task held that frame back (~30 ms on the phone profile's CPU).
    afterNextPaint()
      .then(loadPhoneField)
      .then(
        (module) => {
          if (!shown) return;
          const active = document.activeElement;
          const focus =
            active === standInNumber.current
              ? 'number'
              : active === standInCountry.current
                ? 'country'
                : undefined;
          setArrival({ focus, pickerOpen: pickerAsked.current });
          setWidget(module);
        },
        // Offline: the stand-in stays, and the server's check names a number it cannot read.
        () => undefined,
      );
    return () => {
      shown = false;
    };
  }, [widget, standInCountry, standInNumber, pickerAsked]);
  return { widget, arrival };
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
  const country = props.defaultCountry ?? 'AE';
  const standInCountry = useRef<HTMLButtonElement>(null);
  const standInNumber = useRef<HTMLInputElement>(null);
  const pickerAsked = useRef(false);
  const { widget, arrival } = usePhoneField(standInCountry, standInNumber, pickerAsked);
  const { field } = useController({ control: props.control, name: props.name });
  const value: string = typeof field.value === 'string' ? (field.value as string) : '';
  // The widget takes a number in international form: what was typed in the stand-in, in its country.
  const widgetValue =
    widget && value && !value.startsWith('+') ? widget.typedNumber(value, country) : value;
  const { onChange } = field;
  useEffect(() => {
    if (widgetValue !== value) onChange(widgetValue);
  }, [widgetValue, value, onChange]);

  const widgetInput = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!arrival) return;
    const input = widgetInput.current;
    if (arrival.focus === 'number' && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (arrival.focus === 'country' && !arrival.pickerOpen) {
      // The widget's own country button (its list, when asked for, focuses its search box).
      input?.closest('.PhoneInput')?.querySelector('button')?.focus();
    }
  }, [arrival]);

  const { ref: fieldRef } = field;
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      widgetInput.current = node;
      fieldRef(node);
    },
    [fieldRef],
  );
  return (
    <FieldFrame
      id={props.id}
      label={labels.phone}
      error={props.error}
      className={props.className}
      announce={props.announce}
    >
      {(aria) =>
        widget ? (
          <widget.PhoneField
            id={aria.id}
            inputRef={inputRef}
            value={widgetValue}
            onChange={onChange}
            onBlur={field.onBlur}
            onCountryChange={props.onCountryChange}
            defaultCountry={country}
            countries={props.countries}
            labels={labels}
            invalid={aria['aria-invalid']}
            describedBy={aria['aria-describedby']}
            disabled={props.disabled}
            pickerOpen={arrival?.pickerOpen}
          />
        ) : (
          <PhoneStandIn
            id={aria.id}
            country={country}
            labels={labels}
            value={value}
            onChange={onChange}
            onBlur={field.onBlur}
            invalid={aria['aria-invalid']}
            describedBy={aria['aria-describedby']}
            disabled={props.disabled}
            countryRef={standInCountry}
            numberRef={standInNumber}
            onCountryAsked={() => {
              pickerAsked.current = true;
            }}
          />
        )
      }
    </FieldFrame>
  );
}
