import { ValidationError, type AfterErrorHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { keepFieldErrors } from '@/lib/content/field-errors';

const refusal = {
  path: 'permitNumber',
  message: 'A listing cannot be published without its DLD advertising (Trakheesi) permit number.',
};

/** What the API's error handler passes: the error and the answer it formatted. */
const args = (error: Error, result: AfterErrorHookArgs['result']) =>
  ({ error, result, context: {} }) as unknown as AfterErrorHookArgs;

describe('keepFieldErrors', () => {
  it('puts the field errors back into an answer that lost them', async () => {
    const error = new ValidationError({ collection: 'listings', errors: [refusal] });
    const answer = await keepFieldErrors(args(error, { errors: [{ message: error.message }] }));
    expect(answer).toEqual({
      response: {
        errors: [{ name: 'ValidationError', message: error.message, data: { errors: [refusal] } }],
      },
    });
  });

  it('knows the error by its shape: the production build renames the class', async () => {
    const renamed = Object.assign(new Error('The following field is invalid: Expert'), {
      name: 's',
      status: 400,
      data: { collection: 'listings', errors: [refusal] },
    });
    const answer = await keepFieldErrors(args(renamed, { errors: [{ message: renamed.message }] }));
    expect(answer).toEqual({
      response: {
        errors: [
          { name: 'ValidationError', message: renamed.message, data: { errors: [refusal] } },
        ],
      },
    });
  });

  it('leaves an answer that carries them, and any other error, as it is', async () => {
    const error = new ValidationError({ collection: 'listings', errors: [refusal] });
    const complete = { errors: [{ message: error.message, data: { errors: [refusal] } }] };
    expect(await keepFieldErrors(args(error, complete))).toBeUndefined();
    const failure = Object.assign(new Error('database down'), { status: 500, data: {} });
    expect(
      await keepFieldErrors(args(failure, { errors: [{ message: 'Something went wrong.' }] })),
    ).toBeUndefined();
  });
});
