'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { spotStepSchemas, type SpotWizardInput } from '@/lib/leads/spot-wizard';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { ContactPhone, NameField } from '@/components/form-fields/contact-fields';
import { useErrorText } from '@/components/form-fields/use-error-text';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import styles from './spot.module.css';

type StepFormProps = {
  onSubmit: () => void;
  children: ReactNode;
  actions: ReactNode;
};

/** A step's fields in a form, so Enter moves on like the Next button. */
function StepForm({ onSubmit, children, actions }: StepFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={fieldStyles.form} onSubmit={submit} noValidate>
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}

/** Step 1: name and email; Next stays disabled until both are valid. */
export function WelcomeStep({ onCancel, onNext }: { onCancel: () => void; onNext: () => void }) {
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
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={!valid}>
            {t('next')}
          </button>
        </>
      }
    >
      <NameField id={`${id}-name`} label={t('welcome.name')} error={nameError} />
      <FieldFrame
        id={`${id}-email`}
        label={t('welcome.email')}
        error={emailError}
        announce="polite"
      >
        {(aria) => (
          <input
            {...aria}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
          />
        )}
      </FieldFrame>
    </StepForm>
  );
}

/** Step 2: the phone widget of the request-call form, default AE. */
export function PhoneStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const t = useTranslations('SpotModal');
  const errorText = useErrorText();
  const id = useId();
  const {
    formState: { errors },
  } = useFormContext<SpotWizardInput>();
  const phoneError = errorText(errors.phone?.message);

  return (
    <StepForm
      onSubmit={onNext}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onBack}>
            {t('back')}
          </button>
          <button type="submit" className="button button-primary" disabled={Boolean(phoneError)}>
            {t('next')}
          </button>
        </>
      }
    >
      <ContactPhone id={`${id}-phone`} error={phoneError} announce="polite" />
    </StepForm>
  );
}
