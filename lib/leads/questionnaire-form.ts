import { z } from 'zod';
import { languageCodes, languages } from '@/lib/spoken-languages';
import {
  checkChosenCountry,
  chosenCountryField,
  nameField,
  phoneField,
  whenPhoneParsed,
} from './fields';
import {
  stepAnswerField,
  stepAnswerSchema,
  type AnsweredQuestion,
  type QuestionnaireStep,
} from './questionnaire-steps';
import { fieldMessages } from './validation-messages';

/** The languages ticked on the contact step, sent by their English names as the CRM lists them. */
const spokenLanguagesField = z
  .array(z.enum(languageCodes), { error: fieldMessages.required })
  .min(1, { error: fieldMessages.required })
  .max(20, { error: fieldMessages.tooLong })
  .transform((codes) => codes.map((code) => languages[code].english));

/** The contact step's schema (the last step): name, phone in the chosen country, languages. */
const contactStepFields = {
  name: nameField,
  phone: phoneField('AE'),
  ...chosenCountryField,
  language: spokenLanguagesField,
};

/** The fields the contact step validates, and the server's field errors the form can show. */
export const contactStepFieldNames = ['name', 'phone', 'language'] as const;

/**
 * The seven answers, each checked by its own step's schema (`stepAnswerSchema`); an unanswered
 * step's error sits on `answers.<step>`, the field that step validates before moving on.
 */
function answersSchema(steps: readonly QuestionnaireStep[]) {
  return z.array(stepAnswerField).transform((answers, context) => {
    const questions: AnsweredQuestion[] = [];
    steps.forEach((step, index) => {
      const parsed = stepAnswerSchema(step).safeParse(answers[index]);
      if (parsed.success) questions.push({ question: step.question, answer: parsed.data });
      else {
        const message = parsed.error.issues[0]?.message ?? fieldMessages.required;
        context.issues.push({ code: 'custom', path: [index], input: answers[index], message });
      }
    });
    return questions;
  });
}

/**
 * The questionnaire's form in the browser: every step's schema in one, so react-hook-form checks
 * a step with `trigger` and the whole on submit. Its output is what `POST /api/questionnaires`
 * takes (the answers as `questions`, the languages by name); the chosen country is never sent.
 */
export function questionnaireFormSchema(steps: readonly QuestionnaireStep[]) {
  return z
    .object({ answers: answersSchema(steps), ...contactStepFields })
    .superRefine(checkChosenCountry, whenPhoneParsed);
}

type QuestionnaireFormSchema = ReturnType<typeof questionnaireFormSchema>;
export type QuestionnaireFormInput = z.input<QuestionnaireFormSchema>;
export type QuestionnaireFormValues = z.output<QuestionnaireFormSchema>;
