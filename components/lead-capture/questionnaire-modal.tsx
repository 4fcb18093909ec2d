'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import {
  questionnaireFormSchema,
  type QuestionnaireFormInput,
  type QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import { isStepAnswered, type QuestionnaireStep } from '@/lib/leads/questionnaire-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCopy } from '@/lib/i18n/use-copy';
import { useBotTrap } from '@/components/form-fields/bot-trap';
import { SubmitButton } from '@/components/form-fields/submit-button';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import { ModalShell } from './modal-shell';
import { QuestionnaireContact } from './questionnaire-contact';
import { QuestionnaireQuestion } from './questionnaire-question';
import { useSendQuestionnaire } from './use-send-questionnaire';
import styles from './lead-capture.module.css';

/** The Investment Compass: seven questions (docs/design.md §7), then name, phone and languages. */
export function QuestionnaireModal() {
  const t = useTranslations('Questionnaire');
  const steps: readonly QuestionnaireStep[] = useCopy('Questionnaire').steps;
  const resolver = useMemo(() => zodResolver(questionnaireFormSchema(steps)), [steps]);
  const form = useForm<QuestionnaireFormInput, unknown, QuestionnaireFormValues>({
    resolver,
    defaultValues: {
      answers: steps.map(() => undefined),
      name: '',
      phone: '',
      country: 'AE',
      language: [],
    },
    mode: 'onTouched',
  });
  const bot = useBotTrap();
  const [marketing, setMarketing] = useState(false);
  const send = useSendQuestionnaire(form.setError, { ...bot, marketingConsent: marketing });
  const [step, setStep] = useState(0);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const movedByVisitor = useRef(false);

  // Next and Back change the step under the visitor's focus: focus goes
  // to the new step's first control, or its chosen answer, so keyboard users keep their place.
  useEffect(() => {
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    const container = formRef.current;
    const target =
      container?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      container?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])');
    target?.focus();
  }, [step]);

  const total = steps.length;
  const onContactStep = step >= total;
  const current = steps[step];
  const answer = useWatch({ control: form.control, name: `answers.${step}` });
  const answered = current ? isStepAnswered(current, answer) : true;
  const sending = form.formState.isSubmitting;
  // The pages promise seven questions: the counter counts those, the contact form is named apart.
  const progressText = onContactStep
    ? t('progressContact')
    : t('progress', { step: step + 1, total });

  function goToStep(target: number) {
    movedByVisitor.current = true;
    form.clearErrors();
    setStep(target);
  }

  /** Next checks this step's answer with its schema; the visitor cannot skip a question. */
  async function submit(event: FormEvent<HTMLFormElement>, close: () => void) {
    if (onContactStep) await form.handleSubmit((values) => send(values, close))(event);
    else {
      event.preventDefault();
      if (await form.trigger(`answers.${step}`)) goToStep(step + 1);
    }
    // Rendered with this submit's errors, the button sends focus to the first of them.
    setAttempts((count) => count + 1);
  }

  return (
    <ModalShell title={t('title')} closeLabel={t('close')}>
      {(close) => (
        <FormProvider {...form}>
          <form
            ref={formRef}
            className={fieldStyles.form}
            onSubmit={(event) => void submit(event, close)}
            noValidate
            aria-busy={sending}
          >
            <p className={styles.progress} aria-live="polite">
              {progressText}
            </p>
            <progress
              className={styles.progressBar}
              max={total + 1}
              value={step + 1}
              aria-label={progressText}
            />
            {current && (
              <QuestionnaireQuestion
                key={step}
                step={current}
                index={step}
                control={form.control}
              />
            )}
            {onContactStep && (
              <QuestionnaireContact
                disabled={sending}
                trap={bot.trap}
                marketing={{ checked: marketing, onChange: setMarketing }}
              />
            )}
            <div className={styles.stepActions}>
              {step > 0 ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => goToStep(step - 1)}
                  disabled={sending}
                >
                  {t('back')}
                </button>
              ) : (
                <span />
              )}
              {onContactStep ? (
                <SubmitButton attempt={attempts} busy={sending}>
                  {sending ? t('sending') : t('submit')}
                </SubmitButton>
              ) : (
                <SubmitButton attempt={attempts} invalid={!answered}>
                  {t('next')}
                </SubmitButton>
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </ModalShell>
  );
}
