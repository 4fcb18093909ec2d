import 'server-only';
import type { LeadsTable } from './database/schema';

/** The export's columns, in the order a sales team reads them. */
const columns: [header: string, value: (lead: LeadsTable) => string | number | null][] = [
  ['id', (lead) => lead.id],
  ['created_at', (lead) => lead.created_at],
  ['kind', (lead) => lead.kind],
  ['name', (lead) => lead.name],
  ['phone', (lead) => lead.phone],
  ['email', (lead) => lead.email],
  ['locale', (lead) => lead.locale],
  ['page', (lead) => lead.full_url],
  ['utm_source', (lead) => lead.utm_source],
  ['utm_medium', (lead) => lead.utm_medium],
  ['utm_campaign', (lead) => lead.utm_campaign],
  ['utm_content', (lead) => lead.utm_content],
  ['clickid', (lead) => lead.clickid],
  ['bclickid', (lead) => lead.bclickid],
  ['listing', (lead) => lead.listing_slug],
  ['details', (lead) => (lead.details === '{}' ? '' : lead.details)],
  ['cv_file', (lead) => lead.cv_file],
  ['forward_status', (lead) => lead.forward_status],
  ['forward_attempts', (lead) => lead.forward_attempts],
  ['forwarded_at', (lead) => lead.forwarded_at],
  ['forward_last_error', (lead) => lead.forward_last_error],
];

export const csvHeader = csvLine(columns.map(([header]) => header));

export function leadCsvLine(lead: LeadsTable): string {
  return csvLine(columns.map(([, value]) => value(lead)));
}

/**
 * One CSV cell. A visitor typed these values, and a spreadsheet runs a cell that starts with `=`,
 * `+`, `-` or `@` (or a tab or carriage return before one) as a formula, so such a cell is
 * prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
