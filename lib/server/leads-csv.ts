import 'server-only';
import { scheduledCallSchema } from '@/lib/leads/lead';
import { parseDetails } from './crm/payloads';
import type { LeadsTable } from './database/schema';
import { visible } from './printable';

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
  ['payment_status', (lead) => lead.payment_status],
  ['payment_amount_aed', (lead) => spotBooking(lead).amountAed],
  ['payment_intent_id', (lead) => lead.payment_intent_id],
  ['slot_dubai', (lead) => spotBooking(lead).slot],
  ['expert', (lead) => spotBooking(lead).expert],
  // The club call: booked, moved or cancelled (docs/design.md §11); empty before one is chosen.
  ['call_status', (lead) => lead.call_status],
  ['listing', (lead) => lead.listing_slug],
  ['details', (lead) => (lead.details === '{}' ? '' : lead.details)],
  ['cv_file', (lead) => lead.cv_file],
  // Held by the bot trap: `honeypot` or `fast-fill` while in quarantine, `… (released)` after.
  ['quarantine', (lead) => quarantineLabel(lead)],
  ['forward_status', (lead) => lead.forward_status],
  ['forward_attempts', (lead) => lead.forward_attempts],
  ['forwarded_at', (lead) => lead.forwarded_at],
  ['forward_last_error', (lead) => lead.forward_last_error],
];

/**
 * A club spot's payment and call as the sales team reads them: the amount in AED, the slot in Dubai
 * time (`2030-01-07 10:00`), the expert's name. Empty for other leads and for a spot not scheduled.
 */
export function spotBooking(lead: LeadsTable): { amountAed: string; slot: string; expert: string } {
  const details = parseDetails(lead.details);
  const call = scheduledCallSchema.safeParse(details.s1);
  return {
    amountAed: lead.payment_amount === null ? '' : (lead.payment_amount / 100).toFixed(2),
    slot: call.success ? `${call.data.date} ${call.data.time}` : '',
    expert: typeof details.expert === 'string' ? details.expert : '',
  };
}

export const csvHeader = csvLine(columns.map(([header]) => header));

/** One lead as a CSV line; stored control and bidi characters are shown as visible escapes. */
export function leadCsvLine(lead: LeadsTable): string {
  return csvLine(
    columns.map(([, value]) => {
      const cell = value(lead);
      return typeof cell === 'string' ? visible(cell) : cell;
    }),
  );
}

/** Empty for a lead that never was in quarantine. */
export function quarantineLabel(lead: LeadsTable): string {
  if (!lead.quarantine_reason) return '';
  return lead.released_at ? `${lead.quarantine_reason} (released)` : lead.quarantine_reason;
}

/**
 * One CSV cell. A visitor typed these values, and a spreadsheet runs a cell that starts with `=`,
 * `+`, `-` or `@` (or a tab or carriage return before one) as a formula, so such a cell is
 * prefixed with an apostrophe. A cell with `;` is quoted too: spreadsheets set to a European locale
 * split on semicolons (issue 22).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
