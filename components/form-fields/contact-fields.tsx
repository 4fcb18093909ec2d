'use client';

import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { PhoneControl } from './phone-control';

/** The fields every lead form names the same (docs/spec.md §5). */
type ContactValues = { name: string; phone: string; country?: string };

type NameProps = {
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** The visitor's name, in the form of the nearest FormProvider; errors wait for a pause in speech. */
export function NameField({ id, label, error, disabled, autoFocus }: NameProps) {
  const { register } = useFormContext<ContactValues>();
  return (
    <FieldFrame id={id} label={label} error={error} announce="polite">
      {(aria) => (
        <input
          {...aria}
          type="text"
          autoComplete="name"
          autoFocus={autoFocus}
          disabled={disabled}
          {...register('name')}
        />
      )}
    </FieldFrame>
  );
}

type PhoneProps = Omit<
  ComponentProps<typeof PhoneControl<ContactValues>>,
  'control' | 'name' | 'onCountryChange'
>;

/**
 * The phone widget bound to the nearest FormProvider's `phone`, its country kept in `country`: a
 * number typed before the country changes is checked again against the new one.
 */
export function ContactPhone(props: PhoneProps) {
  const { control, setValue, getValues } = useFormContext<ContactValues>();
  return (
    <PhoneControl
      {...props}
      control={control}
      name="phone"
      onCountryChange={(country) =>
        setValue('country', country, { shouldValidate: Boolean(getValues('phone')) })
      }
    />
  );
}
