'use client';

import type { ReactNode } from 'react';
import { FormProvider, useFormContext, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { ContactPhone } from '@/components/form-fields/contact-fields';
import { useErrorText } from '@/components/form-fields/use-error-text';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import { PageFormSubmit, TextField } from './page-form-parts';
import styles from './page-forms.module.css';

/** The fields every page form shares: who is writing, and an optional note. */
type ContactValues = {
  name: string;
  phone: string;
  country?: string;
  email?: string | null;
  message?: string | null;
};

type Props<T extends ContactValues, Output> = {
  form: UseFormReturn<T, unknown, Output>;
  id: string;
  onSubmit: () => void;
  /** The privacy notice, the marketing box and the bot trap (usePageForm). */
  trap: ReactNode;
  emailOptional?: boolean;
  /** The fields of this kind of form, between the contact details and the message. */
  children?: ReactNode;
};

/**
 * One page form's frame: name, phone and email first, the form's own fields, then the message,
 * the privacy notice, the marketing box, the bot trap and the submit button.
 */
export function PageFormFrame<T extends ContactValues, Output>({
  form,
  id,
  onSubmit,
  trap,
  emailOptional = false,
  children,
}: Props<T, Output>) {
  return (
    <FormProvider {...form}>
      <form
        className={`${fieldStyles.form} ${styles.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-busy={form.formState.isSubmitting}
      >
        <ContactFields id={id} emailOptional={emailOptional} />
        {children}
        <MessageField id={id} />
        {trap}
        <PageFormSubmit busy={form.formState.isSubmitting} attempt={form.formState.submitCount} />
      </form>
    </FormProvider>
  );
}

/** What each of the frame's text fields takes from the form: its id, error, state and binding. */
function useFrameField(id: string) {
  const errorText = useErrorText();
  const {
    register,
    formState: { errors, isSubmitting },
  } = useFormContext<ContactValues>();
  return (name: 'name' | 'email' | 'message') => ({
    id: `${id}-${name}`,
    error: errorText(errors[name]?.message),
    disabled: isSubmitting,
    registration: register(name),
  });
}

function ContactFields({ id, emailOptional }: { id: string; emailOptional: boolean }) {
  const t = useTranslations('PageForms');
  const tCall = useTranslations('RequestCall');
  const errorText = useErrorText();
  const field = useFrameField(id);
  const {
    formState: { errors, isSubmitting },
  } = useFormContext<ContactValues>();
  return (
    <>
      <TextField {...field('name')} label={tCall('name')} autoComplete="name" />
      <ContactPhone
        id={`${id}-phone`}
        className={styles.field}
        error={errorText(errors.phone?.message)}
        disabled={isSubmitting}
      />
      <TextField
        {...field('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        optional={emailOptional}
      />
    </>
  );
}

function MessageField({ id }: { id: string }) {
  const t = useTranslations('PageForms');
  const field = useFrameField(id);
  return <TextField {...field('message')} label={t('message')} multiline optional />;
}
