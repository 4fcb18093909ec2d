'use client';

import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/lib/client/toast';
import type { Country } from 'react-phone-number-input';
import { requestCallFormSchema, type RequestCallFormInput } from '@/lib/leads/lead';
import { fieldMessageKey, isFieldMessage, type fieldMessages } from '@/lib/leads/messages';
import { useBotTrap } from './bot-trap';
import { PhoneField } from './phone-field';
import { ensureAttributedUrl, postConversion, sendRequestCall } from './submit-lead';
import styles from './lead-capture.module.css';

/** The form's words: from the page's messages, or fixed copy (the Taiwan modal's Chinese). */
export type RequestCallFormCopy = {
  labels: Record<
    | 'name'
    | 'phone'
    | 'country'
    | 'searchCountry'
    | 'international'
    | 'noCountry'
    | 'submit'
    | 'sending'
    | 'success'
    | 'error',
    string
  >;
  errors: Record<keyof typeof fieldMessages, string>;
};

type Props = {
  /** Called once the lead is stored, after the form is reset. */
  onSent?: (leadId: string | null) => void;
  autoFocus?: boolean;
  kind?: 'request-call' | 'taiwan';
  /** The only country the phone accepts (TW in the Taiwan modal); AE by default and changeable. */
  fixedCountry?: Country;
  copy?: RequestCallFormCopy;
};

/** Name and phone: the request-call form of the modal and of the home page's contact section. */
export function RequestCallForm({
  onSent,
  autoFocus,
  kind = 'request-call',
  fixedCountry,
  copy,
}: Props) {
  const tMessages = useTranslations('RequestCall');
  const tErrorMessages = useTranslations('FieldErrors');
  const t = (key: keyof RequestCallFormCopy['labels']) => copy?.labels[key] ?? tMessages(key);
  const tErrors = (key: keyof typeof fieldMessages) => copy?.errors[key] ?? tErrorMessages(key);
  const startCountry = fixedCountry ?? 'AE';
  const locale = useLocale();
  const id = useId();
  const { trap, honeypot, formStartedAt } = useBotTrap();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RequestCallFormInput, unknown, { name: string; phone: string; country?: string }>({
    resolver: zodResolver(requestCallFormSchema),
    defaultValues: { name: '', phone: '', country: startCountry },
    mode: 'onTouched',
  });

  const errorText = (message?: string) => {
    const key = message && fieldMessageKey(message);
    return key ? tErrors(key) : message;
  };

  const onSubmit = handleSubmit(async ({ name, phone }) => {
    const token = ensureAttributedUrl();
    const contact = { name, phone };
    const result = await sendRequestCall(contact, {
      kind,
      locale,
      token,
      honeypot,
      formStartedAt,
    });
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if ((field === 'name' || field === 'phone') && message && isFieldMessage(message)) {
          setError(field, { message });
        }
      }
      if (!result.fieldErrors) notify('error', t('error'));
      return;
    }
    notify('success', t('success'));
    reset();
    onSent?.(result.id);
    postConversion(contact, { locale, token });
  });

  const nameError = errorText(errors.name?.message);
  const phoneError = errorText(errors.phone?.message);
  const ids = {
    name: `${id}-name`,
    phone: `${id}-phone`,
    nameError: `${id}-name-error`,
    phoneError: `${id}-phone-error`,
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('name')}</label>
        <input
          id={ids.name}
          type="text"
          autoComplete="name"
          autoFocus={autoFocus}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? ids.nameError : undefined}
          disabled={isSubmitting}
          {...register('name')}
        />
        <p id={ids.nameError} className={styles.error} aria-live="polite">
          {nameError}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.phone}>{t('phone')}</label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id={ids.phone}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onCountryChange={(country?: Country) =>
                setValue('country', country, { shouldValidate: Boolean(field.value) })
              }
              defaultCountry={startCountry}
              countries={fixedCountry ? [fixedCountry] : undefined}
              labels={{
                phone: t('phone'),
                country: t('country'),
                search: t('searchCountry'),
                international: t('international'),
                noMatch: t('noCountry'),
              }}
              invalid={Boolean(phoneError)}
              describedBy={phoneError ? ids.phoneError : undefined}
              disabled={isSubmitting}
            />
          )}
        />
        <p id={ids.phoneError} className={styles.error} aria-live="polite">
          {phoneError}
        </p>
      </div>
      {trap}
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={isSubmitting || Boolean(nameError || phoneError)}
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
