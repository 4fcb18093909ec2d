import 'server-only';
import type { AnswerMessage } from '@/lib/leads/validation-messages';

/** A request turned away before it reaches the handler, answered with a message key. */
export class RejectedRequest extends Error {
  constructor(
    readonly status: number,
    readonly answer: AnswerMessage,
    readonly headers: Record<string, string> = {},
    readonly errors?: Record<string, string>,
  ) {
    super(answer);
  }
}
