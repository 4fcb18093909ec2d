import {
  isAnswerCode,
  isFieldMessage,
  type AnswerCode,
  type FieldErrors,
} from './validation-messages';

/**
 * The JSON body of every reply of the lead service (docs/lead-service.md): `data` on success, a
 * refusal's stable `code` (what the browser translates; `message` beside it is English for people
 * reading the API, never shown), `errors` the fields to fix as field codes. The server writes it
 * with `jsonAnswer` / `refusal` (lib/server/endpoint.ts), the browser reads it with `readAnswer`
 * (lib/client/answer.ts). Free of zod: the retry queue reads it on every page.
 */
export type AnswerBody<Data> = {
  code?: AnswerCode;
  message?: string;
  errors?: FieldErrors;
  data?: Data;
};

/** A reply as the browser reads it: `ok` with its data, or the status, code and field errors. */
export type Answer<Data> =
  | { ok: true; status: number; data: Data }
  | { ok: false; status: number; code?: AnswerCode; errors?: FieldErrors; data?: Data };

/** What checks an answer's `data`: a zod schema, or a light guard of the same shape. */
export type DataCheck<Data> = {
  safeParse(value: unknown): { success: true; data: Data } | { success: false };
};

/** The `data` of a stored submission (`201` of leads, questionnaires and page forms). */
export type LeadReceipt = { id: string };

export const leadReceipt: DataCheck<LeadReceipt> = {
  safeParse: (value) =>
    isRecord(value) && typeof value.id === 'string'
      ? { success: true, data: { id: value.id } }
      : { success: false },
};

/**
 * Narrows a parsed JSON body to an answer. A 2xx whose `data` does not pass `check` is not `ok`:
 * the caller cannot use it. A code or field error that is not a known code is dropped.
 */
export function toAnswer<Data>(
  status: number,
  body: unknown,
  check: DataCheck<Data>,
): Answer<Data> {
  const record: Record<string, unknown> = isRecord(body) ? body : {};
  const parsed = record.data === undefined ? undefined : check.safeParse(record.data);
  const data = parsed?.success ? parsed.data : undefined;
  if (status >= 200 && status < 300 && data !== undefined) return { ok: true, status, data };
  const errors = isRecord(record.errors) ? fieldErrorsOf(record.errors) : undefined;
  const code = isAnswerCode(record.code) ? record.code : undefined;
  return { ok: false, status, code, errors, data };
}

function fieldErrorsOf(value: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string' && isFieldMessage(message)) errors[field] = message;
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
