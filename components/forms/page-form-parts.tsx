'use client';

import { useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import toast from 'react-hot-toast';
import { useRouter } from '@/lib/i18n/navigation';
import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FormKind } from '@/lib/leads/forms';
import { fieldMessages, isFieldMessage } from '@/lib/leads/messages';
import { PhoneField } from '@/components/lead-capture/phone-field';
import leadStyles from '@/components/lead-capture/lead-capture.module.css';
import { sendPageForm } from './submit-page-form';
import styles from './page-forms.module.css';

export { leadStyles, styles };

const messageKeys = Object.fromEntries(
  Object.entries(fieldMessages).map(([key, message]) => [message, key]),
) as Record<string, keyof typeof fieldMessages>;

/** SPEC.md section 5's messages (the server's words too), in the page's language. */
export function useErrorText() {
  const tErrors = useTranslations('FieldErrors');
  return (message?: string) =>
    message && messageKeys[message] ? tErrors(messageKeys[message]) : message;
}

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
};

/** A labelled field whose error is announced and tied to the control. */
export function Field({ id, label, error, optional, hint, children }: FieldProps) {
  const t = useTranslations('PageForms');
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`${leadStyles.field} ${styles.field}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> ({t('optional')})</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={leadStyles.error} role="alert">
        {error}
      </p>
    </div>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { registration, multiline, type = 'text', autoComplete, disabled, ...field } = props;
  return (
    <Field {...field}>
      {(aria) =>
        multiline ? (
          <textarea {...aria} rows={4} disabled={disabled} {...registration} />
        ) : (
          <input
            {...aria}
            type={type}
            autoComplete={autoComplete}
            disabled={disabled}
            {...registration}
          />
        )
      }
    </Field>
  );
}

/** Part A's phone widget (AE by default), bound to a react-hook-form field. */
export function PhoneControl<T extends FieldValues>(props: {
  id: string;
  control: Control<T>;
  name: Path<T>;
  error?: string;
  disabled?: boolean;
  onCountryChange: (country: Country | undefined) => void;
}) {
  const t = useTranslations('RequestCall');
  return (
    <Field id={props.id} label={t('phone')} error={props.error}>
      {(aria) => (
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <PhoneField
              id={aria.id}
              inputRef={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onCountryChange={props.onCountryChange}
              defaultCountry="AE"
              labels={{
                phone: t('phone'),
                country: t('country'),
                search: t('searchCountry'),
                international: t('international'),
                noMatch: t('noCountry'),
              }}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
              disabled={props.disabled}
            />
          )}
        />
      )}
    </Field>
  );
}

/** The hidden honeypot and the time the form was shown (DESIGN.md section 5). */
export function useBotTrap() {
  const [formStartedAt] = useState(() => Date.now());
  const [honeypot, setHoneypot] = useState('');
  const trap = (
    <div className={leadStyles.trap} aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={botTrapFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </label>
    </div>
  );
  return { trap, honeypot, formStartedAt };
}

/**
 * The submit of a page form: send, then the success toast and the confirmation page, or the
 * server's field errors on their fields.
 */
export function usePageFormSubmit<T extends FieldValues>(options: {
  kind: FormKind;
  setError: UseFormSetError<T>;
  reset: () => void;
  redirectTo?: string;
}) {
  const t = useTranslations('PageForms');
  const locale = useLocale();
  const router = useRouter();
  const { trap, honeypot, formStartedAt } = useBotTrap();

  const submit = async ({
    country,
    ...fields
  }: Record<string, string | File | null | undefined>) => {
    // The phone is already E.164; the widget's country only served to check it.
    const result = await sendPageForm(options.kind, fields, { locale, honeypot, formStartedAt });
    if (!result.ok) {
      const errors = Object.entries(result.fieldErrors ?? {});
      for (const [field, message] of errors) {
        if (message && isFieldMessage(message) && field in fields) {
          options.setError(field as Path<T>, { message });
        }
      }
      if (!errors.length) toast.error(t('error'));
      return;
    }
    toast.success(t('success'));
    options.reset();
    if (options.redirectTo) router.push(options.redirectTo);
  };
  return { submit, trap };
}

export function SubmitButton({ busy }: { busy: boolean }) {
  const t = useTranslations('PageForms');
  return (
    <button type="submit" className={`button button-primary ${leadStyles.submit}`} disabled={busy}>
      {busy ? t('sending') : t('submit')}
    </button>
  );
}
