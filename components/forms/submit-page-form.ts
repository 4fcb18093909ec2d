import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FormKind, PageFormFields } from '@/lib/leads/forms';
import type { Submission } from '@/lib/client/pending-leads';
import { leadContext, leadStored, type SubmitContext } from '@/components/lead-capture/submit-lead';

/**
 * A page form leaves as multipart/form-data for `POST /api/forms/{kind}` (docs/design.md §5),
 * through the same steps as every lead (send-lead.ts). A network or server failure keeps it for
 * later, its CV in IndexedDB.
 */
export function pageFormSubmission<Kind extends FormKind>(
  kind: Kind,
  values: PageFormFields[Kind] & { country?: string },
  context: SubmitContext,
): Submission {
  const body: Record<string, string> = {};
  let file: { field: string; file: File } | undefined;
  const fields: [string, unknown][] = Object.entries(values);
  for (const [key, value] of fields) {
    // The phone is already E.164; the widget's country only served to check it.
    if (key === 'country') continue;
    if (value instanceof File) file = { field: key, file: value };
    else if (typeof value === 'string' && value) body[key] = value;
  }
  const shared: Record<string, unknown> = leadContext(context);
  for (const [key, value] of Object.entries(shared)) {
    if (value !== undefined && value !== '') body[key] = String(value);
  }
  // The bot trap's field is sent even empty, as in every other lead.
  body[botTrapFields.honeypot] = context.honeypot;
  return {
    endpoint: `/api/forms/${kind}`,
    body,
    format: 'multipart',
    ...(file ? { file } : {}),
    after: leadStored,
  };
}
