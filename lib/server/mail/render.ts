import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { mailText, type TextParts } from './mail-text';

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
