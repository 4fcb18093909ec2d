import 'server-only';
import { z } from 'zod';
import { listAgents } from '../agents/directory';
import { withdrawMail, type NewMail } from '../mail/outbox';
import { LeadWorkRefused, reachableLead, workOn } from './lead-work';
import { leadAccess, may, type Staff } from './roles';

/** Following a lead up (docs/design.md §12): the first contact's tap and the next action. */

const contactSchema = z.enum(['call', 'whatsapp']);

/**
 * A tap on Call or WhatsApp (docs/design.md §12): audited each time; the first one is the lead's
 * first contact, and the seconds since the lead arrived are its response time (campaigns view).
 */
export async function recordContactTap(
  staff: Staff,
  leadId: string,
  via: string,
  now = new Date(),
): Promise<void> {
  const channel = contactSchema.parse(via);
  if (!leadAccess(staff).contact) throw new LeadWorkRefused('contact');
  await workOn(
    staff,
    'leads.work',
    leadId,
    async (db) => {
      const lead = await db
        .selectFrom('leads')
        .select(['created_at', 'first_contact_at'])
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      if (lead.first_contact_at) return { via: channel };
      const responseSeconds = Math.max(
        0,
        Math.round((now.getTime() - Date.parse(lead.created_at)) / 1000),
      );
      await db
        .updateTable('leads')
        .set({ first_contact_at: now.toISOString(), response_seconds: responseSeconds })
        .where('id', '=', leadId)
        .where('first_contact_at', 'is', null)
        .execute();
      return { via: channel, responseSeconds };
    },
    'lead.contact',
    { crm: false },
  );
}

/** `YYYY-MM-DDTHH:mm` as a Dubai wall-clock time (the datetime-local field), or empty to clear. */
const nextActionSchema = z.union([
  z.object({ at: z.literal(''), text: z.string().optional() }),
  z.object({
    at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      .transform((local) => new Date(`${local}:00+04:00`))
      .refine((date) => !Number.isNaN(date.getTime())),
    text: z.string().trim().min(1).max(300),
  }),
]);

/**
 * The lead's next action: when (Dubai) and what. Its owner is whoever set it; they are mailed when
 * it falls due (a message queued for that time; a change withdraws the one queued before).
 */
export async function setNextAction(
  staff: Staff,
  leadId: string,
  input: { at: string; text?: string | undefined },
): Promise<void> {
  const next = nextActionSchema.parse(input);
  if (!may(staff.role, 'leads.work')) throw new LeadWorkRefused('leads.work');
  const lead = await reachableLead(staff, leadId);
  const revision = Number(lead.next_action_revision ?? 0) + 1;
  const at = next.at instanceof Date ? next.at.toISOString() : null;
  const text = at ? (next.text ?? '').trim() : null;
  const mail: NewMail[] = [];
  if (at && text) {
    const { nextActionMail } = await import('../mail/staff-work-mail');
    const agent = (await listAgents()).find((candidate) => candidate.id === lead.agent_id);
    mail.push(await nextActionMail(lead, agent, staff.email, { at, text, revision }));
  }
  await workOn(
    staff,
    'leads.work',
    leadId,
    async (db) => {
      await withdrawMail(db, leadId, ['next-action']);
      await db
        .updateTable('leads')
        .set({
          next_action_at: at,
          next_action_text: text,
          next_action_owner: at ? staff.id : null,
          next_action_revision: revision,
        })
        .where('id', '=', leadId)
        .execute();
      return at ? { at, text } : {};
    },
    'lead.next-action',
    { crm: false, mail },
  );
}
