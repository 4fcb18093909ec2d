'use client';

import type { ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { Country } from 'react-phone-number-input';
import { notify } from '@/lib/client/toast';
import { useRouter } from '@/lib/i18n/navigation';
import type { FormKind } from '@/lib/leads/forms';
import { fieldMessageKey, isFieldMessage } from '@/lib/leads/messages';
import { useBotTrap } from '@/components/lead-capture/bot-trap';
import { PhoneField } from '@/components/lead-capture/phone-field';
import leadStyles from '@/components/lead-capture/lead-capture.module.css';
import { sendPageForm } from './submit-page-form';
import styles from './page-forms.module.css';

export { leadStyles, styles };

/** SPEC.md section 5's messages (the server's words too), in the page's language. */
export function useErrorText() {
  const tErrors = useTranslations('FieldErrors');
  return (message?: string) => {
    const key = message && fieldMessageKey(message);
    return key ? tErrors(key) : message;
  };
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

type PageFormFields = Record<string, string | File | null | undefined>;

/**
 * A page form's state and submit: validated by `schema` as the visitor goes, then sent; the success
 * toast and the confirmation page follow, or the server's field errors land on their fields.
 * The phone widget starts on AE (SPEC.md section 5).
 */
export function usePageForm<Input extends FieldValues, Output extends PageFormFields>(
  schema: z.ZodType<Output, Input>,
  options: { kind: FormKind; defaultValues: DefaultValues<Input>; redirectTo?: string },
) {
  const t = useTranslations('PageForms');
  const locale = useLocale();
  const router = useRouter();
  const { trap, honeypot, formStartedAt } = useBotTrap();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { country: 'AE', ...options.defaultValues },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ country, ...fields }) => {
    // The phone is already E.164; the widget's country only served to check it.
    const result = await sendPageForm(options.kind, fields, { locale, honeypot, formStartedAt });
    if (!result.ok) {
      const errors = Object.entries(result.fieldErrors ?? {});
      for (const [field, message] of errors) {
        if (message && isFieldMessage(message) && field in fields) {
          form.setError(field as Path<Input>, { message });
        }
      }
      if (!errors.length) notify('error', t('error'));
      return;
    }
    notify('success', t('success'));
    form.reset();
    if (options.redirectTo) router.push(options.redirectTo);
  });
  return { form, onSubmit, trap };
}

export function SubmitButton({ busy }: { busy: boolean }) {
  const t = useTranslations('PageForms');
  return (
    <button type="submit" className={`button button-primary ${leadStyles.submit}`} disabled={busy}>
      {busy ? t('sending') : t('submit')}
    </button>
  );
}
