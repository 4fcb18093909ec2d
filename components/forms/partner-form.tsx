'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/form-fields/use-error-text';
import { partnerPageFormSchema } from '@/lib/leads/forms';
import { TextField, usePageForm } from './page-form-parts';
import { PageFormFrame } from './page-form-frame';

/** Refer and earn: a partner's contact details. */
export function PartnerForm() {
  const t = useTranslations('PageForms');
  const errorText = useErrorText();
  const id = useId();
  const { form, onSubmit, trap } = usePageForm(partnerPageFormSchema, {
    kind: 'partner',
    defaultValues: { name: '', phone: '', email: '', company: '', message: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

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
