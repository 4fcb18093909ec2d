import type { MailRow } from '@/emails/mail-frame';

export type TextParts = {
  heading: string;
  paragraphs: string[];
  rows: MailRow[];
  action?: { label: string; href: string } | undefined;
  notes?: string[];
};

/**
 * A mail's plain-text part, written from the template's parts (not converted from its HTML:
 * html-to-text cost several times the render on every lead stored). No react-email here: the
 * lead's request writes the staff mail's text without loading the renderer.
 */
export function mailText({ heading, paragraphs, rows, action, notes = [] }: TextParts): string {
  const lines = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const { label, value, href } of rows)
    lines.push(`${label}: ${value}${href && href !== value ? ` <${href}>` : ''}`);
  if (rows.length > 0) lines.push('');
  if (action) lines.push(`${action.label}: ${action.href}`, '');
  for (const note of notes) lines.push(note, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
