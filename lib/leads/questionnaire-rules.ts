/**
 * The questionnaire's rules as plain code, no zod: the modal reads them for its steps and
 * `questionnaire-steps.ts` builds the schemas from the same rules.
 */

/** One step of the questionnaire as the messages describe it: options make it a single choice. */
export type QuestionnaireStep = { question: string; options?: string[] };

/** Step 4 (docs/design.md §7): a whole number, minimum 0, as typed (trimmed) in the number field. */
export const stepNumberPattern = /^\d{1,12}$/;

/** The fields the contact step validates, and the server's field errors the form can show. */
export const contactStepFieldNames = ['name', 'phone', 'language'] as const;

/**
 * Whether Next may be pressed: an option of this step is chosen (its index), or a number ≥ 0
 * typed. Agrees with `stepAnswerSchema` (tests/unit/lib/leads/questionnaire-steps.test.ts).
 */
export function isStepAnswered(step: QuestionnaireStep, answer: number | string | undefined) {
  if (step.options) {
    return (
      typeof answer === 'number' && Number.isInteger(answer) && step.options[answer] !== undefined
    );
  }
  return typeof answer === 'string' && stepNumberPattern.test(answer.trim());
}
