import { z } from 'zod';
import type { questionnaireAnswerSchema } from './questionnaire';
import { stepNumberPattern, type QuestionnaireStep } from './questionnaire-rules';
import { fieldMessages } from './validation-messages';

export type { QuestionnaireStep };

/** Step 4 (docs/design.md §7): a whole number, minimum 0, as typed in the number field. */
const stepNumberSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { error: fieldMessages.required })
  .regex(stepNumberPattern, { error: fieldMessages.notValid })
  .transform(Number);

/**
 * One question's schema. A choice step holds the chosen option's index and sends the option's
 * text; the numeric step holds what was typed and sends the number.
 */
export function stepAnswerSchema(step: QuestionnaireStep) {
  const { options } = step;
  if (!options) return stepNumberSchema;
  return z
    .number({ error: fieldMessages.required })
    .int({ error: fieldMessages.notValid })
    .transform((index, context) => {
      const option = options[index];
      if (option !== undefined) return option;
      context.issues.push({ code: 'custom', input: index, message: fieldMessages.notValid });
      return z.NEVER;
    });
}

/** What a step holds while the visitor answers: nothing yet, an option's index, or typed text. */
export const stepAnswerField = z.union([z.number(), z.string()]).optional();
type StepAnswer = z.input<typeof stepAnswerField>;

/** An answer as `POST /api/questionnaires` takes it: question text and answer, options stripped. */
type AnsweredQuestion = z.input<typeof questionnaireAnswerSchema>;

/** The `questions` of `POST /api/questionnaires`; throws when a step is not answered. */
export function answeredQuestions(
  steps: readonly QuestionnaireStep[],
  answers: readonly StepAnswer[],
): AnsweredQuestion[] {
  return steps.map((step, index) => ({
    question: step.question,
    answer: stepAnswerSchema(step).parse(answers[index]),
  }));
}
