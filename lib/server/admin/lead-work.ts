import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { listAgents } from '../agents/directory';
import { sendHeldPostback } from '../conversions';
import { nudgeCrmForwarding, queueLeadUpdate } from '../crm/outbox';
import { getLeadStore } from '../database/connection';
import { releaseLead } from '../lead-store';
import { enqueueMail, nudgeMailing, type NewMail } from '../mail/outbox';
import { recordStaffAction } from './audit';
import { scoped, workStatuses } from './inbox';
import { leadAccess, may, type Permission, type Staff } from './roles';

/** A change the member of staff may not make, or to a lead they cannot see: nothing happened. */
export class LeadWorkRefused extends Error {}

const statusChangeSchema = z
  .object({
    status: z.enum(workStatuses),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((change) => change.status !== 'lost' || Boolean(change.reason), {
    message: 'A lost lead needs a reason',
    path: ['reason'],
  });

const noteSchema = z.object({ body: z.string().trim().min(1).max(4000) });

/**
 * The lead's work (docs/design.md §12): each change checks the permission and that the lead is in
 * the member of staff's reach, is audited, and (status, notes, expert) goes to the CRM as a new
 * revision through the outbox, in one transaction.
 */
export async function workOn(
  staff: Staff,
  permission: Permission,
  leadId: string,
  change: (db: Awaited<ReturnType<typeof getLeadStore>>) => Promise<Record<string, unknown>>,
  action: string,
  { crm = true, mail = [] }: { crm?: boolean; mail?: NewMail[] } = {},
): Promise<void> {
  if (!may(staff.role, permission)) throw new LeadWorkRefused(permission);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    const lead = await scoped(
      trx.selectFrom('leads').select('id').where('id', '=', leadId),
      leadAccess(staff),
    ).executeTakeFirst();
    if (!lead) throw new LeadWorkRefused('not in reach');
    const detail = await change(trx);
    if (crm) await queueLeadUpdate(trx, leadId);
    for (const message of mail) await enqueueMail(trx, message);
    await recordStaffAction(trx, staff, action, detail, leadId);
  });
  if (crm) nudgeCrmForwarding();
  if (mail.length > 0) nudgeMailing();
}

/** The lead as the mails render it, if this member of staff may reach it (else refused). */
export async function reachableLead(staff: Staff, leadId: string) {
  const db = await getLeadStore();
  const lead = await scoped(
    db.selectFrom('leads').selectAll().where('id', '=', leadId),
    leadAccess(staff),
  ).executeTakeFirst();
  if (!lead) throw new LeadWorkRefused('not in reach');
  return lead;
}

export async function changeLeadStatus(
  staff: Staff,
  leadId: string,
  input: { status: string; reason?: string | undefined },
): Promise<void> {
  const { status, reason } = statusChangeSchema.parse(input);
  await workOn(
    staff,
    'leads.work',
    leadId,
    async (db) => {
      await db
        .updateTable('leads')
        .set({ work_status: status, work_status_reason: reason || null })
        .where('id', '=', leadId)
        .execute();
      return { status, ...(reason ? { reason } : {}) };
    },
    'lead.status',
  );
}

export async function addLeadNote(staff: Staff, leadId: string, input: { body: string }) {
  const { body } = noteSchema.parse(input);
  await workOn(
    staff,
    'leads.work',
    leadId,
    async (db) => {
      await db
        .insertInto('lead_notes')
        .values({
          id: randomUUID(),
          lead_id: leadId,
          created_at: new Date().toISOString(),
          author_email: staff.email,
          body,
        })
        .execute();
      return { length: body.length };
    },
    'lead.note',
  );
}

/** Hands the lead to another expert, who is mailed about it (docs/design.md §10). */
export async function reassignLead(staff: Staff, leadId: string, agentId: string) {
  const agent = (await listAgents()).find((candidate) => candidate.id === agentId);
  if (!agent) throw new LeadWorkRefused('unknown agent');
  if (!may(staff.role, 'leads.reassign')) throw new LeadWorkRefused('leads.reassign');
  const lead = await reachableLead(staff, leadId);
  const mail: NewMail[] = [];
  if (agent.email && lead.agent_id !== agentId) {
    const { reassignmentMail } = await import('../mail/staff-work-mail');
    // Seconds since 1970: each hand-over's mail is its own, even back to an earlier expert.
    const revision = Math.floor(Date.now() / 1000);
    mail.push(await reassignmentMail(lead, { ...agent, email: agent.email }, staff.name, revision));
  }
  await workOn(
    staff,
    'leads.reassign',
    leadId,
    async (db) => {
      const before = await db
        .selectFrom('leads')
        .select('agent_id')
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      await db.updateTable('leads').set({ agent_id: agentId }).where('id', '=', leadId).execute();
      return { from: before.agent_id, to: agentId };
    },
    'lead.reassign',
    { mail },
  );
}

/** Lets a quarantined lead go (as `npm run leads -- release` does), audited. */
export async function releaseFromQuarantine(staff: Staff, leadId: string): Promise<boolean> {
  if (!may(staff.role, 'leads.release')) throw new LeadWorkRefused('leads.release');
  if (!(await releaseLead(leadId))) return false;
  await recordStaffAction(await getLeadStore(), staff, 'lead.release', {}, leadId);
  nudgeCrmForwarding();
  await sendHeldPostback(leadId);
  return true;
}
