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
 * its field (lib/content/publishing-hook.ts's refusals, Payload's own validation). Payload's error
 * formatter writes them only for an error it recognises (instanceof) as its ValidationError, which
 * in the production build it does not: the answer carried the summary alone ("The following field
 * is invalid: …"). Minification renames the class too (`error.name` is not 'ValidationError'), so
 * the error is recognised by its shape: a 400 with a list of field errors.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as Error & { status?: number; data?: { errors?: unknown } };
  if (status !== 400 || !isFieldErrors(data?.errors)) return;
  if (result?.errors.some((entry) => 'data' in entry)) return;
  return {
    response: {
      errors: [{ name: 'ValidationError', message: error.message, data: { errors: data.errors } }],
    },
  };
};
