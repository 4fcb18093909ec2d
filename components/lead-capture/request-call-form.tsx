'use client';

import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/lib/client/toast';
import type { Country } from 'react-phone-number-input';
import type { RequestCallFormInput } from '@/lib/leads/lead';
import { lazyResolver } from '@/lib/client/validation';
import { useBotTrap } from '@/components/form-fields/bot-trap';
import { ContactPhone, NameField } from '@/components/form-fields/contact-fields';
import { SubmitButton } from '@/components/form-fields/submit-button';
import { PrivacyConsent } from '@/components/form-fields/privacy-consent';
import { useErrorText, type FieldErrorCopy } from '@/components/form-fields/use-error-text';
import styles from '@/components/form-fields/form-fields.module.css';
import { sendLead } from './send-lead';
import { requestCallSubmission } from './submit-lead';
import { useLeadAnswer } from './use-lead-answer';

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
  /** The privacy notice (its link marked `<link>…</link>`) and the marketing box's label. */
  consent?: { privacyNotice: string; marketingConsent: string };
  errors: FieldErrorCopy;
};

type Props = {
  /** Called once the lead is stored (its id) or kept to be sent later (null), after the reset. */
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
  const t = (key: keyof RequestCallFormCopy['labels']) => copy?.labels[key] ?? tMessages(key);
  const errorText = useErrorText(copy?.errors);
  const startCountry = fixedCountry ?? 'AE';
  const locale = useLocale();
  const id = useId();
  const { trap, honeypot, formStartedAt } = useBotTrap();
  const [resolver] = useState(() => lazyResolver((validation) => validation.requestCallFormSchema));
  const form = useForm<
    RequestCallFormInput,
    unknown,
    { name: string; phone: string; country?: string }
  >({
    resolver,
    defaultValues: { name: '', phone: '', country: startCountry },
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  const showAnswer = useLeadAnswer(setError);
  const [marketing, setMarketing] = useState(false);

  const onSubmit = handleSubmit(async ({ name, phone }) => {
    await sendLead({
      submission: (token) =>
        requestCallSubmission(
          { name, phone },
          { kind, locale, token, honeypot, formStartedAt, marketingConsent: marketing },
        ),
      answer: (result) => {
        const answered = showAnswer(result, { fields: ['name', 'phone'], error: t('error') });
        if (answered === 'sent') notify('success', t('success'));
        return answered;
      },
      close: (result) => {
        reset();
        setMarketing(false);
        onSent?.(result.ok ? result.id : null);
      },
    });
  });

  const nameError = errorText(errors.name?.message);
  const phoneError = errorText(errors.phone?.message);
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <NameField
          id={`${id}-name`}
          label={t('name')}
          error={nameError}
          disabled={isSubmitting}
          autoFocus={autoFocus}
        />
        <ContactPhone
          id={`${id}-phone`}
          error={phoneError}
          announce="polite"
          disabled={isSubmitting}
          defaultCountry={startCountry}
          countries={fixedCountry ? [fixedCountry] : undefined}
          labels={
            copy && {
              phone: copy.labels.phone,
              country: copy.labels.country,
              search: copy.labels.searchCountry,
              international: copy.labels.international,
              noMatch: copy.labels.noCountry,
            }
          }
        />
        <PrivacyConsent
          id={id}
          notice={copy?.consent?.privacyNotice ?? (tMessages.raw('privacyNotice') as string)}
          marketing={{
            label: copy?.consent?.marketingConsent ?? tMessages('marketingConsent'),
            checked: marketing,
            onChange: setMarketing,
            disabled: isSubmitting,
          }}
        />
        {trap}
        <SubmitButton
          attempt={submitCount}
          invalid={Boolean(nameError || phoneError)}
          busy={isSubmitting}
          className={`button button-primary ${styles.submit}`}
        >
          {isSubmitting ? t('sending') : t('submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
