import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answeredQuestions, stepAnswerSchema } from '@/lib/leads/questionnaire-steps';
import { isStepAnswered, type QuestionnaireStep } from '@/lib/leads/questionnaire-rules';
import { questionnaireSchema } from '@/lib/leads/questionnaire';

const choice: QuestionnaireStep = { question: 'Goal?', options: ['A', 'B', 'C'] };
const number: QuestionnaireStep = { question: 'Bedrooms?' };

describe('questionnaire steps', () => {
  it('a choice step needs one of its options', () => {
    expect(isStepAnswered(choice, undefined)).toBe(false);
    expect(isStepAnswered(choice, 3)).toBe(false);
    expect(isStepAnswered(choice, -1)).toBe(false);
    expect(isStepAnswered(choice, 0)).toBe(true);
    expect(isStepAnswered(choice, 2)).toBe(true);
  });
  it('the numeric step needs a whole number of at least 0', () => {
    expect(isStepAnswered(number, undefined)).toBe(false);
    expect(isStepAnswered(number, '')).toBe(false);
    expect(isStepAnswered(number, '-1')).toBe(false);
    expect(isStepAnswered(number, '1.5')).toBe(false);
    expect(isStepAnswered(number, 'abc')).toBe(false);
    expect(isStepAnswered(number, '0')).toBe(true);
    expect(isStepAnswered(number, ' 3 ')).toBe(true);
  });
  it('agrees with the step schemas the form validates with (the modal checks before zod loads)', () => {
    const answers = [
      undefined,
      -1,
      0,
      1,
      2,
      3,
      1.5,
      NaN,
      '',
      ' ',
      '0',
      ' 3 ',
      '-1',
      '1.5',
      'abc',
      '1e3',
      '1234567890123',
    ];
    for (const step of [choice, number]) {
      for (const answer of answers) {
        expect(isStepAnswered(step, answer), `${step.question} ${String(answer)}`).toBe(
          stepAnswerSchema(step).safeParse(answer).success,
        );
      }
    }
  });
  it('sends question and answer text only, which the server schema accepts', () => {
    const questions = answeredQuestions([choice, number], [1, '2']);
    expect(questions).toEqual([
      { question: 'Goal?', answer: 'B' },
      { question: 'Bedrooms?', answer: 2 },
    ]);
    expect(() => answeredQuestions([choice], [undefined])).toThrow();
    const parsed = questionnaireSchema.safeParse({
      name: 'Amira Test',
      phone: '+971501234567',
      language: ['English'],
      questions,
      locale: 'en',
      fullUrl: 'https://example.com/investment-compass',
    });
    expect(parsed.success).toBe(true);
  });
  it('every locale has the seven steps of docs/design.md §7', () => {
    for (const locale of [
      'en',
      'de',
      'ar',
      'ru',
      'he',
      'nl',
      'es',
      'hu',
      'ko',
      'fr',
      'ro',
      'tr',
      'it',
    ]) {
      const { Questionnaire } = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
        Questionnaire: { steps: QuestionnaireStep[] };
      };
      expect(Questionnaire.steps.map((step) => step.options?.length ?? 0)).toEqual([
        4, 3, 4, 0, 5, 3, 2,
      ]);
    }
  });
});
