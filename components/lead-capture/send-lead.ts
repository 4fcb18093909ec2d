import { submit, type Submission } from '@/lib/client/pending-leads';
import { track } from '@/lib/tracking/data-layer';
import type { TrackingToken } from '@/lib/tracking/token';
import { ensureAttributedUrl, postConversion, sendResult, type SendResult } from './submit-lead';

/** What the form made of the answer: `refused` keeps it as it is for the visitor to fix or retry. */
export type Answered = 'sent' | 'queued' | 'refused';

type LeadSend = {
  /** The submission, given the token of the address the lead leaves from. */
  submission: (token: TrackingToken) => Submission;
  /** The form shows the answer: the server's field errors, the pending notice, its own words. */
  answer: (result: SendResult) => Answered | Promise<Answered>;
  /** The form resets, closes or moves on, once the lead is stored or kept to be sent later. */
  close: (result: SendResult) => void;
};

/**
 * The steps around every lead the browser sends, in this order, for every form (request call,
 * Taiwan, questionnaire, club booking, page forms; docs/lead-service.md):
 * 1. attribute: the address names the lead's source (docs/spec.md §4) and gives the token;
 * 2. send: the submission leaves, kept in the browser when the network or the server fails;
 * 3. answer: the form shows what came of it;
 * 4. track and 5. report the conversion, once the lead is stored (`reportStored`);
 * 6. close: the form resets or closes, also when the lead is kept for later.
 */
export async function sendLead({ submission, answer, close }: LeadSend): Promise<SendResult> {
  const token = ensureAttributedUrl();
  const request = submission(token);
  const result = sendResult(await submit(request));
  const answered = await answer(result);
  if (result.ok) reportStored(request.after, result.id);
  if (answered !== 'refused') close(result);
  return result;
}

/**
 * Steps 4 and 5, the only place they are taken: the stored lead's dataLayer event, then its
 * conversion. For a lead kept in the browser they come when it is sent (pending-leads-sender.tsx).
 */
export function reportStored(after: Submission['after'], leadId: string | null): void {
  if (after.event) track({ event: after.event });
  if (after.conversion) postConversion(leadId);
}
