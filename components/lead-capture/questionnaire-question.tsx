'use client';

import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type {
  QuestionnaireFormInput,
  QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import type { QuestionnaireStep } from '@/lib/leads/questionnaire-rules';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { useErrorText } from '@/components/form-fields/use-error-text';
import styles from './lead-capture.module.css';

type Props = {
  step: QuestionnaireStep;
  /** Which of the seven, from 0: the answer's place in the form's `answers`. */
  index: number;
  control: Control<QuestionnaireFormInput, unknown, QuestionnaireFormValues>;
};

/** One of the seven questions: a choice among its options, or step 4's whole number. */
export function QuestionnaireQuestion({ step, index, control }: Props) {
  const errorText = useErrorText();
  const id = useId();
  const { field, fieldState } = useController({ control, name: `answers.${index}` });
  const { options } = step;

  if (options) {
    return (
      <fieldset className={styles.question}>
        <legend>{step.question}</legend>
        <div className={styles.options}>
          {options.map((option, optionIndex) => (
            <label key={option} className={styles.option}>
              <input
                ref={optionIndex === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                checked={field.value === optionIndex}
                onChange={() => field.onChange(optionIndex)}
                onBlur={field.onBlur}
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <FieldFrame
      id={`${id}-number`}
      label={step.question}
      error={errorText(fieldState.error?.message)}
      className={styles.questionField}
      announce="polite"
    >
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}
