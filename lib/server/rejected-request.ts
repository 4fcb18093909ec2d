import 'server-only';
import type { AnswerMessage, FieldErrors } from '@/lib/leads/validation-messages';

/** A request turned away before it reaches the handler, answered with a message key. */
export class RejectedRequest extends Error {
  constructor(
    readonly status: number,
    readonly answer: AnswerMessage,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldErrors,
  ) {
    super(answer);
  }
}
