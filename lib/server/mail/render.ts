import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailRow } from '@/emails/mail-frame';

type TextParts = {
  heading: string;
  paragraphs: string[];
  rows: MailRow[];
  action?: { label: string; href: string } | undefined;
  notes?: string[];
};

/**
 * A template's HTML (react-email) and its plain-text twin, written from the same parts. The text is
 * not converted from the HTML: html-to-text cost several times the render on every lead stored.
 */
export async function renderMail(
  element: ReactElement,
  parts: TextParts,
): Promise<{ html: string; text: string }> {
  return { html: await render(element), text: mailText(parts) };
}

function mailText({ heading, paragraphs, rows, action, notes = [] }: TextParts): string {
  const lines = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const { label, value, href } of rows)
    lines.push(`${label}: ${value}${href && href !== value ? ` <${href}>` : ''}`);
  if (rows.length > 0) lines.push('');
  if (action) lines.push(`${action.label}: ${action.href}`, '');
  for (const note of notes) lines.push(note, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
