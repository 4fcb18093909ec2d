import 'server-only';
import { StaffMail } from '@/components/mail/staff-mail';
import type { MailRow } from '@/components/mail/mail-frame';
import type { Agent } from '@/lib/leads/agent';
import { site } from '@/lib/site';
import { parseDetails } from '../crm/payloads';
import type { LeadsTable } from '../database/schema';
import { mailAddresses } from './addresses';
import { renderMail } from './render';
import type { NewMail } from './outbox';

/** The lead's page in the back office (issue 18's contract). */
export const backOfficeUrl = (leadId: string) => `${site.url}/admin/leads/${leadId}`;

const tokenLabels = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_content: 'UTM content',
  clickid: 'Click id',
  bclickid: 'Bclick id',
} as const;

/** Every field of a lead, as the sales team reads it (docs/design.md §10). */
export function leadRows(lead: LeadsTable, agent: Agent | undefined): MailRow[] {
  const rows: MailRow[] = [
    { label: 'Kind', value: lead.kind },
    { label: 'Name', value: lead.name },
    { label: 'Phone', value: lead.phone, href: `tel:${lead.phone.replace(/[^\d+]/g, '')}` },
  ];
  if (lead.email) rows.push({ label: 'E-mail', value: lead.email, href: `mailto:${lead.email}` });
  rows.push({ label: 'Language', value: lead.locale });
  if (agent) rows.push({ label: 'Expert', value: agent.name });
  rows.push({ label: 'Page', value: lead.full_url, href: lead.full_url });
  if (lead.listing_slug) {
    const href = `${site.url}/properties/${lead.listing_slug}`;
    rows.push({ label: 'Listing', value: lead.listing_slug, href });
  }
  for (const [key, label] of Object.entries(tokenLabels)) {
    const value = lead[key as keyof typeof tokenLabels];
    if (value) rows.push({ label, value });
  }
  for (const [key, value] of Object.entries(parseDetails(lead.details)))
    rows.push(...detailRows(key, value));
  if (lead.payment_status) rows.push({ label: 'Payment', value: paymentText(lead) });
  if (lead.cv_file)
    rows.push({ label: 'CV', value: 'Open the CV', href: `${backOfficeUrl(lead.id)}/cv` });
  rows.push({ label: 'Received', value: `${lead.created_at.replace('T', ' ').slice(0, 16)} UTC` });
  return rows;
}

function detailRows(key: string, value: unknown): MailRow[] {
  if (key === 'questions' && Array.isArray(value))
    return value.map((entry: { question?: unknown; answer?: unknown }) => ({
      label: String(entry.question ?? ''),
      value: String(entry.answer ?? ''),
    }));
  if (key === 's1' && isCall(value))
    return [{ label: 'Call', value: `${value.date} ${value.time} (Dubai)` }];
  if (key === 'agentId' || key === 'timeZone') return [];
  if (Array.isArray(value)) return [{ label: labelOf(key), value: value.map(String).join(', ') }];
  if (typeof value === 'object' && value !== null)
    return [{ label: labelOf(key), value: JSON.stringify(value) }];
  return [{ label: labelOf(key), value: String(value) }];
}

const labelOf = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

const isCall = (value: unknown): value is { date: string; time: string } =>
  typeof value === 'object' && value !== null && 'date' in value && 'time' in value;

export function paymentText(
  lead: Pick<LeadsTable, 'payment_status' | 'payment_amount' | 'payment_currency'>,
) {
  const amount =
    lead.payment_amount === null
      ? ''
      : ` (${(lead.payment_amount / 100).toLocaleString('en-US')} ${(lead.payment_currency ?? 'aed').toUpperCase()})`;
  return `${lead.payment_status ?? 'none'}${amount}`;
}

/** The new-lead mail to the sales team and to the lead's expert, one message each. */
export async function staffLeadMails(
  lead: LeadsTable,
  agent: Agent | undefined,
): Promise<NewMail[]> {
  const rows = leadRows(lead, agent);
  const subject = `New ${lead.kind} lead: ${lead.name} (${lead.locale})`;
  const props = {
    heading: `New ${lead.kind} lead`,
    intro: `${lead.name} left a ${lead.kind} lead on ${lead.full_url}.`,
    rows,
    action: { label: 'Open the lead in the back office', href: backOfficeUrl(lead.id) },
  };
  const { html, text } = await renderMail(<StaffMail {...props} />, {
    ...props,
    paragraphs: [props.intro],
  });
  const recipients = new Set([mailAddresses().sales, ...(agent?.email ? [agent.email] : [])]);
  return [...recipients].map((recipient) => ({
    leadId: lead.id,
    kind: 'staff-lead',
    revision: 0,
    recipient,
    locale: 'en',
    subject,
    html,
    text,
  }));
}
