'use client';

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { checkChosenCountry, chosenCountryField } from '@/lib/leads/fields';
import { partnerFormSchema } from '@/lib/leads/forms';
import { TextField, useErrorText, usePageFormSubmit } from './page-form-parts';
import { PageFormFrame } from './page-form-frame';

const schema = partnerFormSchema
  .pick({
    name: true,
    phone: true,
    email: true,
    company: true,
    message: true,
  })
  .extend(chosenCountryField)
  .superRefine(checkChosenCountry);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Refer and earn: a partner's contact details. */
export function PartnerForm() {
  const t = useTranslations('PageForms');
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', phone: '', country: 'AE', email: '', company: '', message: '' },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, trap } = usePageFormSubmit<Input>({
    kind: 'partner',
    setError,
    reset: () => reset(),
  });
  const onSubmit = handleSubmit((values) => submit({ ...values }));

  return (
    <PageFormFrame form={form} id={id} onSubmit={onSubmit} trap={trap}>
      <TextField
        id={`${id}-company`}
        label={t('company')}
        autoComplete="organization"
        optional
        error={errorText(errors.company?.message)}
        disabled={isSubmitting}
        registration={register('company')}
      />
    </PageFormFrame>
  );
}
