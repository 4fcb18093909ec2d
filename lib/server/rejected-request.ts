import 'server-only';
import type { AnswerCode, FieldErrors } from '@/lib/leads/validation-messages';

/** A request turned away before it reaches the handler, answered with a stable code. */
export class RejectedRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: AnswerCode,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldErrors,
  ) {
    super(code);
  }
}
