import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FormKind, PageFormFields } from '@/lib/leads/forms';
import type { FieldErrors } from '@/lib/leads/validation-messages';
import { track } from '@/lib/tracking/data-layer';
import {
  ensureAttributedUrl,
  leadContext,
  postConversion,
  sendResult,
  type SubmitContext,
} from '@/components/lead-capture/submit-lead';
import { submit } from '@/lib/client/pending-leads';

export type PageFormResult =
  { ok: true } | { ok: false; queued?: boolean; cvNotKept?: boolean; fieldErrors?: FieldErrors };

/**
 * A page form leaves as multipart/form-data for `POST /api/forms/{kind}` (docs/design.md §5),
 * through the same attribution step as the request-call form (docs/spec.md §4). A network or
 * server failure keeps it for later, its CV in IndexedDB.
 */
export async function sendPageForm<Kind extends FormKind>(
  kind: Kind,
  values: PageFormFields[Kind] & { country?: string },
  context: Omit<SubmitContext, 'token'>,
): Promise<PageFormResult> {
  const token = ensureAttributedUrl();
  const body: Record<string, string> = {};
  let file: { field: string; file: File } | undefined;
  const fields: [string, unknown][] = Object.entries(values);
  for (const [key, value] of fields) {
    // The phone is already E.164; the widget's country only served to check it.
    if (key === 'country') continue;
    if (value instanceof File) file = { field: key, file: value };
    else if (typeof value === 'string' && value) body[key] = value;
  }
  const shared: Record<string, unknown> = leadContext({ ...context, token });
  for (const [key, value] of Object.entries(shared)) {
    if (value !== undefined && value !== '') body[key] = String(value);
  }
  // The bot trap's field is sent even empty, as in every other lead.
  body[botTrapFields.honeypot] = context.honeypot;

  const after = { event: 'signUpCompleted', conversion: true } as const;
  const outcome = await submit({
    endpoint: `/api/forms/${kind}`,
    body,
    format: 'multipart',
    ...(file ? { file } : {}),
    after,
  });
  if (outcome.status === 'failed') return { ok: false, cvNotKept: true };
  const result = sendResult(outcome);
  if (!result.ok) return result;
  track({ event: after.event });
  postConversion(result.id);
  return { ok: true };
}
