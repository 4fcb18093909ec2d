import { z } from 'zod';
import { languageCodes, languages } from '@/lib/spoken-languages';
import { checkChosenCountry, chosenCountryField, whenPhoneParsed } from './fields';
import { questionnaireSchema } from './questionnaire';
import {
  answeredQuestions,
  stepAnswerField,
  stepAnswerSchema,
  type QuestionnaireStep,
} from './questionnaire-steps';
import { fieldMessages } from './validation-messages';

/** The languages ticked on the contact step, sent by their English names as the CRM lists them. */
const spokenLanguagesField = z
  .array(z.enum(languageCodes), { error: fieldMessages.required })
  .transform((codes): string[] => codes.map((code) => languages[code].english))
  .pipe(questionnaireSchema.shape.language);

/**
 * The contact step's schema (the last step): the server's name, phone and languages, and the
 * country chosen in the phone widget that the number must belong to.
 */
const contactStepFields = {
  name: questionnaireSchema.shape.name,
  phone: questionnaireSchema.shape.phone,
  ...chosenCountryField,
  language: spokenLanguagesField,
};

/**
 * The seven answers, each checked by its own step's schema (`stepAnswerSchema`): a step's error
 * sits on `answers.<step>`, the field that step validates before moving on. Once all are right
 * (zod skips the transform otherwise) they become the `questions` the service takes.
 */
function answersSchema(steps: readonly QuestionnaireStep[]) {
  return z
    .array(stepAnswerField)
    .superRefine((answers, context) => {
      steps.forEach((step, index) => {
        const issue = stepAnswerSchema(step).safeParse(answers[index]).error?.issues[0];
        if (issue) context.addIssue({ code: 'custom', path: [index], message: issue.message });
      });
    })
    .transform((answers) => answeredQuestions(steps, answers));
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
