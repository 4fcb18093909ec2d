'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/lib/client/toast';
import type { Country } from 'react-phone-number-input';
import { requestCallFormSchema } from '@/lib/leads/lead';
import { fieldMessages, isFieldMessage, type FieldMessage } from '@/lib/leads/validation-messages';
import {
  answeredQuestions,
  isStepAnswered,
  type QuestionnaireStep,
  type StepAnswer,
} from '@/lib/leads/questionnaire-steps';
import { filterLanguages, languages, type LanguageCode } from '@/lib/spoken-languages';
import { useLeadCapture, useLeadCaptureStore } from './lead-capture-context';
import { visibleModal } from './lead-capture-store';
import { useCopy } from '@/lib/i18n/use-copy';
import { useBotTrap } from '@/components/form-fields/bot-trap';
import { ModalShell } from './modal-shell';
import { PhoneField } from '@/components/form-fields/phone-field';
import { usePhoneLabels } from '@/components/form-fields/phone-control';
import { useErrorText } from '@/components/form-fields/use-error-text';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import { ensureAttributedUrl, sendQuestionnaire } from './submit-lead';
import styles from './lead-capture.module.css';

type ContactErrors = Partial<Record<'name' | 'phone' | 'language', FieldMessage>>;

/** The Investment Compass: seven questions (DESIGN.md section 7), then name, phone and languages. */
export function QuestionnaireModal() {
  const t = useTranslations('Questionnaire');
  const tCall = useTranslations('RequestCall');
  const phoneLabels = usePhoneLabels();
  const errorText = useErrorText();
  const tPending = useTranslations('PendingLeads');
  const locale = useLocale();
  const store = useLeadCaptureStore();
  const visible = useLeadCapture((state) => visibleModal(state) === 'questionnaire');
  const steps: readonly QuestionnaireStep[] = useCopy('Questionnaire').steps;
  const id = useId();

  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<StepAnswer[]>(() => steps.map(() => undefined));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<Country | undefined>('AE');
  const [chosen, setChosen] = useState<LanguageCode[]>([]);
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const { trap, honeypot, formStartedAt } = useBotTrap();
  const matches = useMemo(() => filterLanguages(query), [query]);
  const formRef = useRef<HTMLFormElement>(null);
  const movedByVisitor = useRef(false);

  // Next and Back change the step under the visitor's focus (and Next starts disabled): focus goes
  // to the new step's first control, or its chosen answer, so keyboard users keep their place.
  useEffect(() => {
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      form?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])');
    target?.focus();
  }, [step]);

  function goToStep(target: number) {
    movedByVisitor.current = true;
    setStep(target);
  }

  const total = steps.length;
  const onContactStep = step >= total;
  const current = steps[step];
  const answered = current ? isStepAnswered(current, answers[step]) : true;
  // The pages promise seven questions: the counter counts those, the contact form is named apart.
  const progressText = onContactStep
    ? t('progressContact')
    : t('progress', { step: step + 1, total });
  const ids = {
    name: `${id}-name`,
    phone: `${id}-phone`,
    search: `${id}-search`,
    nameError: `${id}-name-error`,
    phoneError: `${id}-phone-error`,
    languageError: `${id}-language-error`,
    number: `${id}-number`,
  };

  function answer(value: StepAnswer) {
    setAnswers((previous) => previous.map((old, index) => (index === step ? value : old)));
  }

  function toggleLanguage(code: LanguageCode) {
    setChosen((previous) =>
      previous.includes(code) ? previous.filter((item) => item !== code) : [...previous, code],
    );
    setErrors((previous) => ({ ...previous, language: undefined }));
  }

  function validateContact(): ContactErrors {
    const found: ContactErrors = {};
    const parsed = requestCallFormSchema.safeParse({ name, phone, country });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          (field === 'name' || field === 'phone') &&
          !found[field] &&
          isFieldMessage(issue.message)
        )
          found[field] = issue.message;
      }
    }
    if (!chosen.length) found.language = fieldMessages.required;
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    if (!onContactStep) {
      if (answered) goToStep(step + 1);
      return;
    }
    const found = validateContact();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    const token = ensureAttributedUrl();
    const result = await sendQuestionnaire(
      {
        name,
        phone,
        language: chosen.map((code) => languages[code].english),
        questions: answeredQuestions(steps, answers),
      },
      { locale, token, honeypot, formStartedAt },
    );
    setSending(false);
    if (!result.ok) {
      const serverErrors: ContactErrors = {};
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if ((field === 'name' || field === 'phone' || field === 'language') && message)
          serverErrors[field] = message;
      }
      setErrors(serverErrors);
      if (result.queued) {
        // Kept in the browser and sent when the connection or the server is back.
        notify('info', tPending('queued'), 6000);
        close();
      } else if (!result.fieldErrors) notify('error', t('error'));
      return;
    }
    store.getState().setLeadId(result.id);
    notify('success', t('success'));
    close();
  }

  return (
    <ModalShell visible={visible} title={t('title')} closeLabel={t('close')}>
      {(close) => (
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
          {current && current.options && (
            <fieldset className={styles.question} key={step}>
              <legend>{current.question}</legend>
              <div className={styles.options}>
                {current.options.map((option, index) => (
                  <label key={option} className={styles.option}>
                    <input
                      type="radio"
                      name={`${id}-step-${step}`}
                      checked={answers[step] === index}
                      onChange={() => answer(index)}
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {current && !current.options && (
            <div className={fieldStyles.field} key={step}>
              <label htmlFor={ids.number} className={styles.questionLabel}>
                {current.question}
              </label>
              <input
                id={ids.number}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={typeof answers[step] === 'string' ? answers[step] : ''}
                onChange={(event) => answer(event.target.value)}
              />
            </div>
          )}
          {onContactStep && (
            <>
              <p className={styles.questionLabel}>{t('contactTitle')}</p>
              <div className={fieldStyles.field}>
                <label htmlFor={ids.name}>{tCall('name')}</label>
                <input
                  id={ids.name}
                  type="text"
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={Boolean(errors.name)}
                  aria-describedby={errors.name ? ids.nameError : undefined}
                  disabled={sending}
                />
                <p id={ids.nameError} className={fieldStyles.error} aria-live="polite">
                  {errorText(errors.name)}
                </p>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor={ids.phone}>{tCall('phone')}</label>
                <PhoneField
                  id={ids.phone}
                  value={phone}
                  onChange={setPhone}
                  onCountryChange={setCountry}
                  onBlur={() => undefined}
                  defaultCountry="AE"
                  labels={phoneLabels}
                  invalid={Boolean(errors.phone)}
                  describedBy={errors.phone ? ids.phoneError : undefined}
                  disabled={sending}
                />
                <p id={ids.phoneError} className={fieldStyles.error} aria-live="polite">
                  {errorText(errors.phone)}
                </p>
              </div>
              <fieldset
                className={styles.question}
                aria-describedby={errors.language ? ids.languageError : undefined}
              >
                <legend>{t('languages')}</legend>
                <div className={fieldStyles.field}>
                  <label htmlFor={ids.search}>{t('languagesSearch')}</label>
                  <input
                    id={ids.search}
                    type="search"
                    value={query}
                    autoComplete="off"
                    onChange={(event) => setQuery(event.target.value)}
                  />
                </div>
                {chosen.length > 0 && (
                  <p className={styles.chosen}>
                    {t('languagesChosen', {
                      languages: chosen.map((code) => languages[code].native).join(', '),
                    })}
                  </p>
                )}
                <ul className={styles.languageList}>
                  {matches.map((code) => (
                    <li key={code}>
                      <label lang={code}>
                        <input
                          type="checkbox"
                          checked={chosen.includes(code)}
                          onChange={() => toggleLanguage(code)}
                        />
                        <span>
                          {languages[code].native}
                          {languages[code].native !== languages[code].english && (
                            <span lang="en"> ({languages[code].english})</span>
                          )}
                        </span>
                      </label>
                    </li>
                  ))}
                  {matches.length === 0 && <li>{t('languagesNone')}</li>}
                </ul>
                <p id={ids.languageError} className={fieldStyles.error} aria-live="polite">
                  {errorText(errors.language)}
                </p>
              </fieldset>
              {trap}
            </>
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
              <button type="submit" className="button button-primary" disabled={sending}>
                {sending ? t('sending') : t('submit')}
              </button>
            ) : (
              <button type="submit" className="button button-primary" disabled={!answered}>
                {t('next')}
              </button>
            )}
          </div>
        </form>
      )}
    </ModalShell>
  );
}
