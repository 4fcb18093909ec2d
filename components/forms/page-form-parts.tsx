'use client';

import { useId, useState, type ComponentProps } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { notify } from '@/lib/client/toast';
import { lazyResolver, type Validation } from '@/lib/client/validation';
import { useRouter } from '@/lib/i18n/navigation';
import type { FormKind, PageFormFields } from '@/lib/leads/forms';
import { useBotTrap } from '@/components/form-fields/bot-trap';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { PrivacyConsent } from '@/components/form-fields/privacy-consent';
import { SubmitButton } from '@/components/form-fields/submit-button';
import { sendLead } from '@/components/lead-capture/send-lead';
import { useLeadAnswer } from '@/components/lead-capture/use-lead-answer';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import { pageFormSubmission } from './submit-page-form';
import styles from './page-forms.module.css';

type FieldProps = Omit<ComponentProps<typeof FieldFrame>, 'className' | 'announce'> & {
  label: string;
  optional?: boolean;
};

/** A page form's field: the shared frame, with "(optional)" after the label where it applies. */
export function Field({ label, optional, ...frame }: FieldProps) {
  const t = useTranslations('PageForms');
  return (
    <FieldFrame
      {...frame}
      className={styles.field}
      label={
        <>
          {label}
          {optional && <span className={styles.optional}> ({t('optional')})</span>}
        </>
      }
    />
  );
}

export function TextField(props: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { registration, multiline, type = 'text', autoComplete, disabled, ...field } = props;
  return (
    <Field {...field}>
      {(aria) =>
        multiline ? (
          <textarea {...aria} rows={4} disabled={disabled} {...registration} />
        ) : (
          <input
            {...aria}
            type={type}
            autoComplete={autoComplete}
            disabled={disabled}
            {...registration}
          />
        )
      }
    </Field>
  );
}

/**
 * A page form's state and submit: validated as the visitor goes by the schema `pick` names, then
 * sent; the success toast and the confirmation page follow, or the server's field errors land on
 * their fields.
 * The phone widget starts on AE (docs/spec.md §5).
 */
export function usePageForm<
  Kind extends FormKind,
  Input extends FieldValues,
  Output extends PageFormFields[Kind] & { country?: string },
>(
  pick: (validation: Validation) => z.ZodType<Output, Input>,
  options: { kind: Kind; defaultValues: DefaultValues<Input>; redirectTo?: string },
) {
  const t = useTranslations('PageForms');
  const consentCopy = useTranslations('RequestCall');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const { trap, honeypot, formStartedAt } = useBotTrap();
  // Marketing follows every page form but an application (docs/design.md §15).
  const offersMarketing = options.kind !== 'career';
  const [marketing, setMarketing] = useState(false);
  const [resolver] = useState(() => lazyResolver(pick));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { country: 'AE', ...options.defaultValues },
    mode: 'onTouched',
  });

  const showAnswer = useLeadAnswer(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    const fields = Object.keys(values).filter((field) => field !== 'country') as Path<Input>[];
    await sendLead({
      submission: (token) =>
        pageFormSubmission(options.kind, values, {
          locale,
          token,
          honeypot,
          formStartedAt,
          ...(offersMarketing ? { marketingConsent: marketing } : {}),
        }),
      answer: (result) => {
        const answered = showAnswer(result, { fields, error: t('error') });
        if (answered === 'sent') notify('success', t('success'));
        return answered;
      },
      close: (result) => {
        form.reset();
        setMarketing(false);
        if (result.ok && options.redirectTo) router.push(options.redirectTo);
      },
    });
  });
  // What goes before the submit button: the privacy notice, the marketing box, the bot trap.
  const beforeSubmit = (
    <>
      <PrivacyConsent
        id={id}
        notice={consentCopy.raw('privacyNotice') as string}
        marketing={
          offersMarketing
            ? {
                label: consentCopy('marketingConsent'),
                checked: marketing,
                onChange: setMarketing,
                disabled: form.formState.isSubmitting,
              }
            : undefined
        }
      />
      {trap}
    </>
  );
  return { form, onSubmit, trap: beforeSubmit };
}

export function PageFormSubmit({ busy, attempt }: { busy: boolean; attempt: number }) {
  const t = useTranslations('PageForms');
  return (
    <SubmitButton
      attempt={attempt}
      busy={busy}
      className={`button button-primary ${fieldStyles.submit}`}
    >
      {busy ? t('sending') : t('submit')}
    </SubmitButton>
  );
}
