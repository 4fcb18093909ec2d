'use client';

import { useMemo, type ComponentProps, type Ref } from 'react';
import { useLocale } from 'next-intl';
import PhoneInput, {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumber,
  type Country,
  type FlagProps,
} from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { CountrySelect } from './country-select';

/** The widget's words: its label, the country list's name, search box, no-match line. */
export type PhoneLabels = {
  phone: string;
  country: string;
  search: string;
  international: string;
  noMatch: string;
};

/**
 * What a visitor typed into the stand-in before the widget came (phone-control.tsx), as the value the
 * widget takes: `+` and the digits, the country's code put before a national number ("050 123 4567"
 * in AE is +971501234567); an unfinished number stays unfinished, as the widget keeps one.
 */
export function typedNumber(text: string, country: Country): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (text.trimStart().startsWith('+')) return `+${digits}`;
  return (
    parsePhoneNumber(digits, country)?.number ??
    `+${getCountryCallingCode(country)}${digits.replace(/^0/, '')}`
  );
}

type Props = {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onCountryChange: (country: Country | undefined) => void;
  onBlur: () => void;
  defaultCountry: Country;
  /** Limits the country list (the Taiwan modal offers TW only). */
  countries?: Country[];
  labels: PhoneLabels;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** The country list open at once: Enter or a tap on the stand-in's country button asked for it. */
  pickerOpen?: boolean;
};

/** Country names in the page's language, from the browser rather than 13 translated lists. */
function useCountryLabels(extra: Record<string, string>) {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    const labels: Record<string, string> = { ...extra };
    for (const country of getCountries()) labels[country] = names.of(country) ?? country;
    return labels;
  }, [locale, extra]);
}

/**
 * A country's flag as a small image of the site's own (`app/flags/[file]/route.ts`), fetched when
 * shown: the widget's bundled flags would add ~51 kB gzip to every form's code (issue 20).
 */
function FlagImage({ country }: FlagProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG of a few hundred bytes
    <img
      className="PhoneInputCountryIconImg"
      src={`/flags/${country}.svg`}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** The phone widget of docs/spec.md §5: flags, a searchable country list, AE by default. */
export function PhoneField({ inputRef, ...props }: Props) {
  const { labels } = props;
  const extra = useMemo(
    () => ({ country: labels.country, phone: labels.phone, ZZ: labels.international }),
    [labels.country, labels.phone, labels.international],
  );
  const countryLabels = useCountryLabels(extra);
  return (
    <PhoneInput
      id={props.id}
      // The library forwards ref to its <input> (its README says so); its types claim a class instance.
      ref={inputRef as unknown as ComponentProps<typeof PhoneInput>['ref']}
      value={props.value || undefined}
      onChange={(value) => props.onChange(value ?? '')}
      onCountryChange={props.onCountryChange}
      onBlur={props.onBlur}
      defaultCountry={props.defaultCountry}
      countries={props.countries}
      flagComponent={FlagImage}
      labels={countryLabels}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{
        searchLabel: labels.search,
        noMatch: labels.noMatch,
        openAtStart: props.pickerOpen,
      }}
      addInternationalOption={false}
      autoComplete="tel"
      disabled={props.disabled}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      dir="ltr"
    />
  );
}
