import 'server-only';
import { slotSchema } from '@/lib/leads/lead';
import { parseDetails } from './crm/payloads';
import type { LeadsTable } from './database/schema';
import { visible } from './printable';

/** A lead as the export reads it: the stored row with the back office's work on it. */
export type ExportLead = LeadsTable & {
  work_status?: string | null;
  work_status_reason?: string | null;
  next_action_at?: string | null;
  next_action_text?: string | null;
  first_contact_at?: string | null;
};

/** What the export adds from outside the row: experts by name, each lead's notes. */
export type ExportContext = {
  agentName: (agentId: string) => string | undefined;
  /** the lead's notes, oldest first, one per line */
  notes: (leadId: string) => string | undefined;
};

type Column = [
  header: string,
  value: (lead: ExportLead, context: ExportContext) => string | number | null,
  /** contact details or free text that can hold them: never in marketing's export */
  contact?: 'contact',
];

/** The export's columns, in the order a sales team reads them (the CLI's and the back office's). */
const columns: Column[] = [
  ['id', (lead) => lead.id],
  ['created_at', (lead) => lead.created_at],
  ['kind', (lead) => lead.kind],
  ['name', (lead) => lead.name, 'contact'],
  ['phone', (lead) => lead.phone, 'contact'],
  ['email', (lead) => lead.email, 'contact'],
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
  // The lead's expert, whatever its kind (the booking's name when the directory no longer lists them).
  [
    'expert',
    (lead, context) =>
      (lead.agent_id ? context.agentName(lead.agent_id) : undefined) ??
      (spotBooking(lead).expert || lead.agent_id),
  ],
  // The club call: booked, moved or cancelled (docs/design.md §11); empty before one is chosen.
  ['call_status', (lead) => lead.call_status],
  ['listing', (lead) => lead.listing_slug],
  // The back office's work (docs/design.md §12): status, notes, next action, first contact.
  ['status', (lead) => lead.work_status ?? 'new'],
  ['status_reason', (lead) => lead.work_status_reason ?? null, 'contact'],
  ['notes', (lead, context) => context.notes(lead.id) ?? null, 'contact'],
  ['next_action_dubai', (lead) => (lead.next_action_at ? dubaiMinute(lead.next_action_at) : null)],
  ['next_action', (lead) => lead.next_action_text ?? null, 'contact'],
  ['first_contact_at', (lead) => lead.first_contact_at ?? null],
  ['details', (lead) => (lead.details === '{}' ? '' : lead.details), 'contact'],
  ['cv_file', (lead) => lead.cv_file, 'contact'],
  // Held by the bot trap: `honeypot` or `fast-fill` while in quarantine, `… (released)` after.
  ['quarantine', (lead) => quarantineLabel(lead)],
  ['forward_status', (lead) => lead.forward_status],
  ['forward_attempts', (lead) => lead.forward_attempts],
  ['forwarded_at', (lead) => lead.forwarded_at],
  ['forward_last_error', (lead) => lead.forward_last_error],
];

/** `2026-11-27 14:05`, Dubai time (UTC+4 all year). */
function dubaiMinute(iso: string): string {
  const date = new Date(Date.parse(iso) + 4 * 60 * 60_000);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 16).replace('T', ' ');
}

const columnsFor = (contact: boolean) =>
  contact ? columns : columns.filter(([, , kind]) => kind !== 'contact');

/**
 * A club spot's payment and call as the sales team reads them: the amount in AED, the slot in Dubai
 * time (`2030-01-07 10:00`), the expert's name. Empty for other leads and for a spot not scheduled.
 */
export function spotBooking(lead: LeadsTable): { amountAed: string; slot: string; expert: string } {
  const details = parseDetails(lead.details);
  const call = slotSchema.safeParse(details.s1);
  return {
    amountAed: lead.payment_amount === null ? '' : (lead.payment_amount / 100).toFixed(2),
    slot: call.success ? `${call.data.date} ${call.data.time}` : '',
    expert: typeof details.expert === 'string' ? details.expert : '',
  };
}

/** The header line; without contact details (marketing's export) when `contact` is false. */
export function csvHeaderFor(contact = true): string {
  return csvLine(columnsFor(contact).map(([header]) => header));
}

const noContext: ExportContext = { agentName: () => undefined, notes: () => undefined };

/** One lead as a CSV line; stored control and bidi characters are shown as visible escapes. */
export function leadCsvLine(
  lead: ExportLead,
  context: ExportContext = noContext,
  contact = true,
): string {
  return csvLine(
    columnsFor(contact).map(([, value]) => {
      const cell = value(lead, context);
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
