import type { AfterErrorHook } from 'payload';

type FieldError = { path: string; message: string };

const isFieldErrors = (errors: unknown): errors is FieldError[] =>
  Array.isArray(errors) &&
  errors.every(
    (error) =>
      typeof (error as Partial<FieldError>)?.path === 'string' &&
      typeof (error as Partial<FieldError>)?.message === 'string',
  );

/**
 * A refused save's field errors in the answer, where the editor reads them to show each message on
 * its field (lib/content/publishing-hook.ts's refusals, Payload's own validation). Payload writes
 * them only for an error it recognises as an instance of its ValidationError class; in the
 * production build the class the API's error handler checks against is another copy than the one
 * that threw, so the answer carried the summary alone ("The following field is invalid: …").
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as Error & {
    status?: number;
    data?: { errors?: unknown };
  };
  if (error.name !== 'ValidationError' || status !== 400 || !isFieldErrors(data?.errors)) return;
  if (result?.errors.some((entry) => 'data' in entry)) return;
  return {
    response: {
      errors: [{ name: error.name, message: error.message, data: { errors: data.errors } }],
    },
  };
};
