import 'server-only';
import { render } from '@react-email/render';
import { z } from 'zod';
import { StaffMail } from '@/emails/staff-mail';

const link = z.object({ label: z.string(), href: z.string() });

/** The staff mail's parts (`StaffMail`'s props), as the outbox keeps them until the worker sends. */
const staffMailParts = z.object({
  heading: z.string(),
  intro: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string(), href: z.string().optional() })),
  action: link,
});

const storedTemplate = z.object({ template: z.literal('staff'), props: staffMailParts });

/**
 * The outbox's `template` column, as JSON: a staff mail's parts (docs/design.md §10). Imported as a
 * type where mail is queued, so queueing never loads the renderer.
 */
export type StoredTemplate = z.infer<typeof storedTemplate>;

/** The latest renders, by template: a lead's mail to sales and to its expert is rendered once. */
const recent = new Map<string, Promise<string>>();
const recentLimit = 50;

/** The HTML of a message queued with its template's parts: the mail worker renders it when sending. */
export function renderStoredTemplate(template: string): Promise<string> {
  let html = recent.get(template);
  if (!html) {
    html = renderTemplate(template);
    recent.set(template, html);
    if (recent.size > recentLimit) recent.delete(recent.keys().next().value!);
    // A failed render is not kept: the next attempt renders again.
    html.catch(() => recent.delete(template));
  }
  return html;
}

async function renderTemplate(template: string): Promise<string> {
  const { props } = storedTemplate.parse(JSON.parse(template));
  return render(<StaffMail {...props} />);
}
