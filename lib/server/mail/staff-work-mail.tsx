import 'server-only';
import { StaffMail } from '@/emails/staff-mail';
import type { Agent } from '@/lib/leads/agent';
import type { LeadsTable } from '../database/schema';
import { dubaiTime } from '../admin/format';
import { renderMail } from './render';
import type { NewMail } from './outbox';
import { backOfficeUrl, leadRows, questionnaireStepsOf } from './staff-lead-mail';

/** Staff mail about work on a lead (docs/design.md §10): a hand-over, a next action falling due. */

async function staffMail(
  lead: LeadsTable,
  agent: Agent | undefined,
  { heading, intro }: { heading: string; intro: string },
) {
  const rows = leadRows(lead, agent, await questionnaireStepsOf(lead));
  const props = {
    heading,
    intro,
    rows,
    action: { label: 'Open the lead in the back office', href: backOfficeUrl(lead.id) },
  };
  return renderMail(<StaffMail {...props} />, { ...props, paragraphs: [intro] });
}

/** The new expert's mail when a lead is handed to them; `by` is the colleague's name. */
export async function reassignmentMail(
  lead: LeadsTable & { work_status?: string },
  agent: Agent & { email: string },
  by: string,
  revision: number,
): Promise<NewMail> {
  const heading = `Lead handed to you: ${lead.name} (${lead.kind})`;
  const intro = `${by} assigned ${lead.name}'s ${lead.kind} lead to you. It arrived ${dubaiTime(lead.created_at)} (Dubai) and is ${lead.work_status ?? 'new'}.`;
  return {
    leadId: lead.id,
    kind: 'staff-reassign',
    revision,
    recipient: agent.email,
    replyTo: lead.email ?? undefined,
    locale: 'en',
    subject: heading,
    ...(await staffMail(lead, agent, { heading, intro })),
  };
}

/** The next action's owner, mailed when it falls due (queued with `sendAfter` = its time). */
export async function nextActionMail(
  lead: LeadsTable,
  agent: Agent | undefined,
  recipient: string,
  action: { at: string; text: string; revision: number },
): Promise<NewMail> {
  const heading = `Due now: ${action.text} — ${lead.name}`;
  const intro = `Your next action on ${lead.name}'s lead is due ${dubaiTime(action.at)} (Dubai): ${action.text}`;
  return {
    leadId: lead.id,
    kind: 'next-action',
    revision: action.revision,
    recipient,
    replyTo: lead.email ?? undefined,
    locale: 'en',
    subject: heading,
    sendAfter: action.at,
    ...(await staffMail(lead, agent, { heading, intro })),
  };
}
