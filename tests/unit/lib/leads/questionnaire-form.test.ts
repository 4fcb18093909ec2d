import { describe, expect, it } from 'vitest';
import { questionnaireFormSchema } from '@/lib/leads/questionnaire-form';
import type { QuestionnaireStep } from '@/lib/leads/questionnaire-steps';
import { fieldMessages } from '@/lib/leads/validation-messages';

const steps: QuestionnaireStep[] = [
  { question: 'Goal?', options: ['Live', 'Rent out'] },
  { question: 'Bedrooms?' },
];
const schema = questionnaireFormSchema(steps);
const contact = { name: '  Amira   Test ', phone: '+971501234567', country: 'AE' };

/** The first message on each field path, as react-hook-form shows them. */
function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('questionnaire form schema', () => {
  it('turns the form into the body of POST /api/questionnaires', () => {
    const parsed = schema.parse({ answers: [1, ' 3 '], ...contact, language: ['de', 'ar'] });
    expect(parsed).toEqual({
      answers: [
        { question: 'Goal?', answer: 'Rent out' },
        { question: 'Bedrooms?', answer: 3 },
      ],
      name: 'Amira Test',
      phone: '+971501234567',
      country: 'AE',
      language: ['German', 'Arabic'],
    });
  });

  it('puts an unanswered or wrong answer on its own step', () => {
    expect(errorsOf({ answers: [undefined, '-1'], ...contact, language: ['en'] })).toEqual({
      'answers.0': fieldMessages.required,
      'answers.1': fieldMessages.notValid,
    });
    expect(errorsOf({ answers: [2, '1.5'], ...contact, language: ['en'] })).toEqual({
      'answers.0': fieldMessages.notValid,
      'answers.1': fieldMessages.notValid,
    });
  });

  it('requires the contact step: name, a phone of the chosen country and a language', () => {
    expect(errorsOf({ answers: [0, '0'], name: '', phone: '', language: [] })).toEqual({
      name: fieldMessages.required,
      phone: fieldMessages.required,
      language: fieldMessages.required,
    });
    expect(
      errorsOf({ answers: [0, '0'], ...contact, country: 'DE', language: ['xx'] }),
    ).toMatchObject({ phone: fieldMessages.phoneWrong, 'language.0': expect.any(String) });
  });
});
