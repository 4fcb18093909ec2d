'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import { fieldMessageKey } from '@/lib/leads/validation-messages';
import { spotStepSchemas, type SpotWizardInput } from '@/lib/leads/spot-wizard';
import { PhoneField } from '@/components/form-fields/phone-field';
import { SubmitButton } from '@/components/form-fields/submit-button';
import formStyles from '@/components/lead-capture/lead-capture.module.css';
import styles from './spot.module.css';

/** A field's error in the page's language, announced when it appears. */
function useErrorText() {
  const tErrors = useTranslations('FieldErrors');
  return (message?: string) => {
    const key = message && fieldMessageKey(message);
    return key ? tErrors(key) : message;
  };
}

type StepFormProps = {
  /** Validates the step and moves on when it may; resolves once its errors are known. */
  onSubmit: () => Promise<void>;
  /** The step's fields are not yet valid: Next says so and, pressed, points at the first error. */
  invalid: boolean;
  children: ReactNode;
  /** The step's other button (Cancel or Back), before Next. */
  secondary: ReactNode;
};

/** A step's fields in a form, so Enter moves on like the Next button. */
function StepForm({ onSubmit, invalid, children, secondary }: StepFormProps) {
  const t = useTranslations('SpotModal');
  const [attempts, setAttempts] = useState(0);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSubmit();
    setAttempts((count) => count + 1);
  }
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {children}
      <div className={styles.actions}>
        {secondary}
        <SubmitButton attempt={attempts} invalid={invalid}>
          {t('next')}
        </SubmitButton>
      </div>
    </form>
  );
}

type StepProps = { onNext: () => Promise<void> };

/** Step 1: name and email; Next says it is unavailable until both are valid. */
export function WelcomeStep({ onCancel, onNext }: StepProps & { onCancel: () => void }) {
  const t = useTranslations('SpotModal');
  const errorText = useErrorText();
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SpotWizardInput>();
  const [name, email] = useWatch({ control, name: ['name', 'email'] });
  const valid = spotStepSchemas[1].safeParse({ name, email }).success;
  const nameError = errorText(errors.name?.message);
  const emailError = errorText(errors.email?.message);

  return (
    <StepForm
      onSubmit={onNext}
      invalid={!valid}
      secondary={
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      }
    >
      <div className={formStyles.field}>
        <label htmlFor={`${id}-name`}>{t('welcome.name')}</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...register('name')}
        />
        <p id={`${id}-name-error`} className={formStyles.error} aria-live="polite">
          {nameError}
        </p>
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-email`}>{t('welcome.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={Boolean(emailError)}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          {...register('email')}
        />
        <p id={`${id}-email-error`} className={formStyles.error} aria-live="polite">
          {emailError}
        </p>
      </div>
    </StepForm>
  );
}

/** Step 2: the phone widget of the request-call form, default AE. */
export function PhoneStep({ onBack, onNext }: StepProps & { onBack: () => void }) {
  const t = useTranslations('SpotModal');
  const tLabels = useTranslations('RequestCall');
  const errorText = useErrorText();
  const id = useId();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<SpotWizardInput>();
  const phoneError = errorText(errors.phone?.message);

  return (
    <StepForm
      onSubmit={onNext}
      invalid={Boolean(phoneError)}
      secondary={
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('back')}
        </button>
      }
    >
      <div className={formStyles.field}>
        <label htmlFor={`${id}-phone`}>{tLabels('phone')}</label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id={`${id}-phone`}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onCountryChange={(country?: Country) =>
                setValue('country', country, { shouldValidate: Boolean(field.value) })
              }
              defaultCountry="AE"
              labels={{
                phone: tLabels('phone'),
                country: tLabels('country'),
                search: tLabels('searchCountry'),
                international: tLabels('international'),
                noMatch: tLabels('noCountry'),
              }}
              invalid={Boolean(phoneError)}
              describedBy={phoneError ? `${id}-phone-error` : undefined}
            />
          )}
        />
        <p id={`${id}-phone-error`} className={formStyles.error} aria-live="polite">
          {phoneError}
        </p>
      </div>
    </StepForm>
  );
}
