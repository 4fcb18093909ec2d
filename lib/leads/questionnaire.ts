import { z } from 'zod';
import { fieldLimits, nameField, pageContextFields, phoneField, requiredText } from './fields';
import { fieldMessages } from './validation-messages';

/** One answered step. Step 4 is a number (minimum 0); the CRM receives every answer as text. */
export const questionnaireAnswerSchema = z.object({
  question: requiredText(fieldLimits.shortText),
  answer: z.union(
    [requiredText(fieldLimits.shortText), z.number().min(0).max(1e12).transform(String)],
    {
      error: (issue) =>
        issue.input === undefined ? fieldMessages.required : fieldMessages.notValid,
    },
  ),
});

/** Body of `POST /api/questionnaires`: the seven answers and the contact step. */
export const questionnaireSchema = z.object({
  name: nameField,
  phone: phoneField('AE'),
  language: z
    .array(requiredText(60), { error: fieldMessages.required })
    .min(1, { error: fieldMessages.required })
    .max(20, { error: fieldMessages.tooLong }),
  questions: z
    .array(questionnaireAnswerSchema, { error: fieldMessages.required })
    .min(1, { error: fieldMessages.required })
    .max(20, { error: fieldMessages.tooLong }),
  ...pageContextFields,
});

export type QuestionnaireInput = z.input<typeof questionnaireSchema>;
