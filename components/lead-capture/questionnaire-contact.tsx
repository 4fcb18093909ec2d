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
import { LanguagePicker } from './language-picker';
import styles from './lead-capture.module.css';

type Props = {
  disabled: boolean;
  /** The bot-trap fields, sent with the contact details. */
  trap: ReactNode;
};

/** The last step: name and phone as in the request-call form, then the languages spoken. */
export function QuestionnaireContact({ disabled, trap }: Props) {
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
      {trap}
    </>
  );
}
