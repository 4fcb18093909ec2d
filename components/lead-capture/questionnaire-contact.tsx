'use client';

import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Country } from 'react-phone-number-input';
import type {
  QuestionnaireFormInput,
  QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { PhoneControl } from '@/components/form-fields/phone-control';
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
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<QuestionnaireFormInput, unknown, QuestionnaireFormValues>();

  return (
    <>
      <p className={styles.questionLabel}>{t('contactTitle')}</p>
      <FieldFrame
        id={`${id}-name`}
        label={tCall('name')}
        error={errorText(errors.name?.message)}
        announce="polite"
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="name"
            disabled={disabled}
            {...register('name')}
          />
        )}
      </FieldFrame>
      <PhoneControl
        id={`${id}-phone`}
        control={control}
        name="phone"
        error={errorText(errors.phone?.message)}
        announce="polite"
        disabled={disabled}
        // A number typed before the country changes is checked again against the new one.
        onCountryChange={(country?: Country) =>
          setValue('country', country, { shouldValidate: Boolean(getValues('phone')) })
        }
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
