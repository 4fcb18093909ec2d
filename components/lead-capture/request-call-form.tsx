'use client';

import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import type { Country } from 'react-phone-number-input';
import { requestCallFormSchema, type RequestCallFormInput } from '@/lib/leads/lead';
import { fieldMessages, isFieldMessage } from '@/lib/leads/messages';
import { botTrapFields } from '@/lib/leads/bot-trap';
import { PhoneField } from './phone-field';
import { ensureAttributedUrl, postConversion, sendRequestCall } from './submit-lead';
import styles from './lead-capture.module.css';

const messageKeys = Object.fromEntries(
  Object.entries(fieldMessages).map(([key, message]) => [message, key]),
) as Record<string, keyof typeof fieldMessages>;

type Props = {
  /** Called once the lead is stored, after the form is reset. */
  onSent?: (leadId: string | null) => void;
  autoFocus?: boolean;
};

/** Name and phone: the request-call form of the modal and of the home page's contact section. */
export function RequestCallForm({ onSent, autoFocus }: Props) {
  const t = useTranslations('RequestCall');
  const tErrors = useTranslations('FieldErrors');
  const locale = useLocale();
  const id = useId();
  const [formStartedAt] = useState(() => Date.now());
  const [honeypot, setHoneypot] = useState('');
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
    defaultValues: { name: '', phone: '', country: 'AE' },
    mode: 'onTouched',
  });

  const errorText = (message?: string) =>
    message && messageKeys[message] ? tErrors(messageKeys[message]) : message;

  const onSubmit = handleSubmit(async ({ name, phone }) => {
    const token = ensureAttributedUrl();
    const contact = { name, phone };
    const result = await sendRequestCall(contact, { locale, token, honeypot, formStartedAt });
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if ((field === 'name' || field === 'phone') && message && isFieldMessage(message)) {
          setError(field, { message });
        }
      }
      if (!result.fieldErrors) toast.error(t('error'));
      return;
    }
    toast.success(t('success'));
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
              defaultCountry="AE"
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
      {/* Honeypot (DESIGN.md section 5): people never see or reach it; bots fill it in. */}
      <div className={styles.trap} aria-hidden="true">
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
