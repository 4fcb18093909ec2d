import { pageUrl } from '@/lib/tracking/token';
import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FormKind } from '@/lib/leads/forms';
import type { FieldErrors } from '@/lib/leads/validation-messages';
import {
  ensureAttributedUrl,
  postConversion,
  pushDataLayer,
  sendResult,
} from '@/components/lead-capture/submit-lead';
import { submit } from '@/components/lead-capture/pending-leads';

export type PageFormResult =
  { ok: true } | { ok: false; queued?: boolean; cvNotKept?: boolean; fieldErrors?: FieldErrors };

/**
 * A page form leaves as multipart/form-data for `POST /api/forms/{kind}` (docs/design.md §5),
 * through the same attribution step as the request-call form (docs/spec.md §4). A network or
 * server failure keeps it for later, its CV in IndexedDB.
 */
export async function sendPageForm(
  kind: FormKind,
  fields: Record<string, string | File | null | undefined>,
  context: { locale: string; honeypot: string; formStartedAt: number },
): Promise<PageFormResult> {
  const token = ensureAttributedUrl();
  const body: Record<string, string> = {};
  let file: { field: string; file: File } | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof File) file = { field: key, file: value };
    else if (value) body[key] = value;
  }
  body.locale = context.locale;
  body.fullUrl = pageUrl(window.location.href);
  for (const [key, value] of Object.entries(token)) if (value) body[key] = value;
  body[botTrapFields.honeypot] = context.honeypot;
  body[botTrapFields.startedAt] = String(context.formStartedAt);

  const after = { event: 'signUpCompleted', conversion: true };
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
  pushDataLayer(after.event);
  postConversion(result.id);
  return { ok: true };
}
