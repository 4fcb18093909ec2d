'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { partnerFormSchema } from '@/lib/leads/forms';
import {
  PhoneControl,
  SubmitButton,
  TextField,
  leadStyles,
  styles,
  useErrorText,
  usePageFormSubmit,
} from './page-form-parts';

const schema = partnerFormSchema.pick({
  name: true,
  phone: true,
  email: true,
  company: true,
  message: true,
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Refer and earn: a partner's contact details. */
export function PartnerForm() {
  const t = useTranslations('PageForms');
  const tCall = useTranslations('RequestCall');
  const errorText = useErrorText();
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', phone: '', email: '', company: '', message: '' },
    mode: 'onTouched',
  });
  const { submit, trap } = usePageFormSubmit<Input>({
    kind: 'partner',
    setError,
    reset: () => reset(),
  });
  const onSubmit = handleSubmit((values) => submit({ ...values }));

  return (
    <form
      className={`${leadStyles.form} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
    >
      <TextField
        id={`${id}-name`}
        label={tCall('name')}
        autoComplete="name"
        error={errorText(errors.name?.message)}
        disabled={isSubmitting}
        registration={register('name')}
      />
      <PhoneControl
        id={`${id}-phone`}
        control={control}
        name="phone"
        error={errorText(errors.phone?.message)}
        disabled={isSubmitting}
      />
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email?.message)}
        disabled={isSubmitting}
        registration={register('email')}
      />
      <TextField
        id={`${id}-company`}
        label={t('company')}
        autoComplete="organization"
        optional
        error={errorText(errors.company?.message)}
        disabled={isSubmitting}
        registration={register('company')}
      />
      <TextField
        id={`${id}-message`}
        label={t('message')}
        multiline
        optional
        error={errorText(errors.message?.message)}
        disabled={isSubmitting}
        registration={register('message')}
      />
      {trap}
      <SubmitButton busy={isSubmitting} />
    </form>
  );
}
