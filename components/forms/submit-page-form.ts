import { pageUrl } from '@/lib/tracking/token';
import { botTrapFields } from '@/lib/leads/bot-trap';
import type { FormKind } from '@/lib/leads/forms';
import type { FieldErrors } from '@/lib/leads/validation-messages';
import { ensureAttributedUrl, postConversion } from '@/components/lead-capture/submit-lead';

export type PageFormResult = { ok: true } | { ok: false; fieldErrors?: FieldErrors };

/**
 * A page form leaves as multipart/form-data for `POST /api/forms/{kind}` (DESIGN.md section 5),
 * through the same attribution step as the request-call form (SPEC.md section 4).
 */
export async function sendPageForm(
  kind: FormKind,
  fields: Record<string, string | File | null | undefined>,
  context: { locale: string; honeypot: string; formStartedAt: number },
): Promise<PageFormResult> {
  const token = ensureAttributedUrl();
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof File) body.append(key, value, value.name);
    else if (value) body.append(key, value);
  }
  body.append('locale', context.locale);
  body.append('fullUrl', pageUrl(window.location.href));
  for (const [key, value] of Object.entries(token)) if (value) body.append(key, value);
  body.append(botTrapFields.honeypot, context.honeypot);
  body.append(botTrapFields.startedAt, String(context.formStartedAt));

  let response: Response;
  try {
    response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
    });
  } catch {
    return { ok: false };
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    return { ok: false, fieldErrors: answer?.errors };
  }
  (window.dataLayer ??= []).push({ event: 'signUpCompleted' });
  const name = typeof fields.name === 'string' ? fields.name : '';
  const phone = typeof fields.phone === 'string' ? fields.phone : '';
  postConversion({ name, phone }, { locale: context.locale, token });
  return { ok: true };
}
