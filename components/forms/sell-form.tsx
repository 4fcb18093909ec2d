'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/form-fields/use-error-text';
import { sellPageFormSchema } from '@/lib/leads/forms';
import { Field, TextField, usePageForm } from './page-form-parts';
import styles from './page-forms.module.css';
import { LocationField } from './location-field';
import { PageFormFrame } from './page-form-frame';

const bedroomOptions = ['1', '2', '3', '4', '5', '6+'] as const;

/**
 * Sell your property: the owner and the Sell overlay of docs/spec.md §2 (project name, location,
 * off-plan or ready, bedrooms).
 */
export function SellForm({ redirectTo }: { redirectTo?: string }) {
  const t = useTranslations('PageForms');
  const errorText = useErrorText();
  const id = useId();
  const { form, onSubmit, trap } = usePageForm(sellPageFormSchema, {
    kind: 'sell',
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      projectName: '',
      location: '',
      propertyStatus: '',
      bedrooms: '',
      message: '',
    },
    redirectTo,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <PageFormFrame form={form} id={id} onSubmit={onSubmit} trap={trap} emailOptional>
      <TextField
        id={`${id}-project`}
        label={t('projectName')}
        optional
        error={errorText(errors.projectName?.message)}
        disabled={isSubmitting}
        registration={register('projectName')}
      />
      <LocationField
        id={`${id}-location`}
        label={t('location')}
        hint={t('locationHint')}
        optional
        error={errorText(errors.location?.message)}
        disabled={isSubmitting}
      />
      <div className={styles.pair}>
        <Field
          id={`${id}-status`}
          label={t('propertyStatus')}
          optional
          error={errorText(errors.propertyStatus?.message)}
        >
          {(aria) => (
            <select {...aria} disabled={isSubmitting} {...register('propertyStatus')}>
              <option value="">{t('statusChoose')}</option>
              <option value="off-plan">{t('statusOffPlan')}</option>
              <option value="ready">{t('statusReady')}</option>
            </select>
          )}
        </Field>
        <Field
          id={`${id}-bedrooms`}
          label={t('bedrooms')}
          optional
          error={errorText(errors.bedrooms?.message)}
        >
          {(aria) => (
            <select {...aria} disabled={isSubmitting} {...register('bedrooms')}>
              <option value="">–</option>
              {bedroomOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </PageFormFrame>
  );
}
