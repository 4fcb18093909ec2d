'use client';

import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { cvFileRules } from '@/lib/leads/cv-file';
import { useErrorText } from '@/components/form-fields/use-error-text';
import { careerPageFormSchema } from '@/lib/leads/forms';
import { Field, usePageForm } from './page-form-parts';
import { PageFormFrame } from './page-form-frame';
import styles from './page-forms.module.css';

/** Careers: an application with its CV (PDF or Word, 5 MB at most, checked here and on the server). */
export function CareerForm({ positions }: { positions: string[] }) {
  const t = useTranslations('PageForms');
  const errorText = useErrorText();
  const id = useId();
  const [cvName, setCvName] = useState('');
  const { form, onSubmit, trap } = usePageForm(careerPageFormSchema, {
    kind: 'career',
    defaultValues: { name: '', phone: '', email: '', position: '', message: '' },
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <PageFormFrame form={form} id={id} onSubmit={onSubmit} trap={trap}>
      <Field
        id={`${id}-position`}
        label={t('position')}
        error={errorText(errors.position?.message)}
      >
        {(aria) => (
          <select {...aria} disabled={isSubmitting} {...register('position')}>
            <option value="">{t('positionAny')}</option>
            {positions.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-cv`}
        label={t('cv')}
        hint={t('cvHint')}
        error={errorText(errors.cv?.message as string | undefined)}
      >
        {(aria) => (
          <Controller
            control={control}
            name="cv"
            render={({ field }) => (
              // The browser's own picker speaks the browser's language: this one the page's.
              <div className={styles.file}>
                <input
                  {...aria}
                  ref={field.ref}
                  name={field.name}
                  type="file"
                  accept={cvFileRules.accept}
                  disabled={isSubmitting}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    setCvName(file?.name ?? '');
                    field.onChange(file);
                  }}
                />
                <span className={styles.fileButton} aria-hidden="true">
                  {t('cvChoose')}
                </span>
                <span className={styles.fileName} aria-hidden="true">
                  {cvName ? <bdi>{cvName}</bdi> : t('cvNone')}
                </span>
              </div>
            )}
          />
        )}
      </Field>
    </PageFormFrame>
  );
}
