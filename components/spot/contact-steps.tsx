'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { spotStepSchemas, type SpotWizardInput } from '@/lib/leads/spot-wizard';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { ContactPhone, NameField } from '@/components/form-fields/contact-fields';
import { SubmitButton } from '@/components/form-fields/submit-button';
import { PrivacyConsent } from '@/components/form-fields/privacy-consent';
import { useErrorText } from '@/components/form-fields/use-error-text';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import styles from './spot.module.css';

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
    <form className={fieldStyles.form} onSubmit={(event) => void submit(event)} noValidate>
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
export function WelcomeStep({
  onCancel,
  onNext,
  marketing,
}: StepProps & {
  onCancel: () => void;
  /** The optional marketing box's state, kept by the modal. */
  marketing: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const t = useTranslations('SpotModal');
  const tCall = useTranslations('RequestCall');
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
      <PrivacyConsent
        id={id}
        notice={tCall.raw('privacyNotice') as string}
        marketing={{ ...marketing, label: tCall('marketingConsent') }}
      />
    </StepForm>
  );
}

/** Step 2: the phone widget of the request-call form, default AE. */
export function PhoneStep({ onBack, onNext }: StepProps & { onBack: () => void }) {
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
      invalid={Boolean(phoneError)}
      secondary={
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('back')}
        </button>
      }
    >
      <ContactPhone id={`${id}-phone`} error={phoneError} announce="polite" />
    </StepForm>
  );
}
