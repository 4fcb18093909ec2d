'use client';

import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type {
  QuestionnaireFormInput,
  QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import { ContactPhone, NameField } from '@/components/form-fields/contact-fields';
import { useErrorText } from '@/components/form-fields/use-error-text';
import { PrivacyConsent } from '@/components/form-fields/privacy-consent';
import { LanguagePicker } from './language-picker';
import styles from './lead-capture.module.css';

type Props = {
  disabled: boolean;
  /** The bot-trap fields, sent with the contact details. */
  trap: ReactNode;
  /** The optional marketing box's state, kept by the modal. */
  marketing: { checked: boolean; onChange: (checked: boolean) => void };
};

/**
 * The last step: name and phone as in the request-call form, the languages spoken, then the privacy
 * notice and the optional marketing box.
 */
export function QuestionnaireContact({ disabled, trap, marketing }: Props) {
  const t = useTranslations('Questionnaire');
  const tCall = useTranslations('RequestCall');
  const errorText = useErrorText();
  const id = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext<QuestionnaireFormInput, unknown, QuestionnaireFormValues>();

  return (
    <>
      <p className={styles.questionLabel}>{t('contactTitle')}</p>
      <NameField
        id={`${id}-name`}
        label={tCall('name')}
        error={errorText(errors.name?.message)}
        disabled={disabled}
      />
      <ContactPhone
        id={`${id}-phone`}
        error={errorText(errors.phone?.message)}
        announce="polite"
        disabled={disabled}
      />
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <LanguagePicker
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.language?.message)}
            inputRef={field.ref}
            disabled={disabled}
          />
        )}
      />
      <PrivacyConsent
        id={id}
        notice={tCall.raw('privacyNotice') as string}
        marketing={{ ...marketing, label: tCall('marketingConsent'), disabled }}
      />
      {trap}
    </>
  );
}
