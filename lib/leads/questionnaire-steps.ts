/** One step of the questionnaire as the messages describe it: options make it a single choice. */
export type QuestionnaireStep = { question: string; options?: string[] };

/** A choice step's answer is the chosen option's index; the numeric step's is what was typed. */
export type StepAnswer = number | string | undefined;

/** Step 4 (DESIGN.md section 7) is a whole number, minimum 0. */
export function parseStepNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,12}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether Next may be pressed: an option of this step is chosen, or a number ≥ 0 typed. */
export function isStepAnswered(step: QuestionnaireStep, answer: StepAnswer): boolean {
  if (step.options) {
    return (
      typeof answer === 'number' &&
      Number.isInteger(answer) &&
      answer >= 0 &&
      answer < step.options.length
    );
  }
  return typeof answer === 'string' && parseStepNumber(answer) !== null;
}

/** The `questions` of `POST /api/questionnaires`: question text and answer, ids and options stripped. */
export function answeredQuestions(
  steps: readonly QuestionnaireStep[],
  answers: readonly StepAnswer[],
): { question: string; answer: string | number }[] {
  return steps.map((step, index) => {
    const answer = answers[index];
    if (!isStepAnswered(step, answer)) throw new Error(`Step ${index + 1} is not answered`);
    return {
      question: step.question,
      answer: step.options ? step.options[answer as number]! : parseStepNumber(answer as string)!,
    };
  });
}
