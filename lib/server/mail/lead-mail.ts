import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { slotStart, type Slot } from '@/lib/booking/slots';
import type { Agent } from '@/lib/leads/agent';
import { site } from '@/lib/site';
import { leadServiceConfig } from '../config';
import type { LeadDatabase } from '../database/schema';
import { leadById } from '../lead-row';
import { otherLeadsOf } from '../admin/earlier-leads';
import { bookingMails, type CallEvent } from './booking-mail';
import { enqueueMail, withdrawMail } from './outbox';
import { staffLeadMails } from './staff-lead-mail';

/**
 * Who is told what (docs/design.md §10), queued in the caller's transaction: the cause and its
 * mail commit together. The caller calls `nudgeMailing()` once committed.
 */

/** The lead, unless the bot trap holds it: then nobody is mailed (docs/design.md §5, §10). */
async function mailableLead(trx: Kysely<LeadDatabase>, leadId: string) {
  const lead = await leadById(trx, leadId);
  return lead && lead.forward_status !== 'quarantined' ? lead : undefined;
}

/** A stored lead (not quarantined), to the sales team and the lead's expert. */
export async function queueStaffLeadMail(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  agent: Agent | undefined,
): Promise<void> {
  const lead = await mailableLead(trx, leadId);
  if (!lead) return;
  for (const mail of await staffLeadMails(lead, agent, trx)) await enqueueMail(trx, mail);
}

/** The manage link's secret: 32 random bytes; the lead keeps only its SHA-256 (docs/design.md §11). */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export const manageTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

function manageUrl(locale: string, token: string): string {
  return `${site.url}${locale === 'en' ? '' : `/${locale}`}/booking/${token}`;
}

/** The investor's mails about their call that one inbox may receive in a day, reminders aside. */
const investorCallKinds = ['booking', 'booking-moved', 'booking-cancelled', 'choose-call'];

/**
 * Whether `recipient` (any case) got BOOKING_MAILS_PER_RECIPIENT_PER_DAY booking mails in the last
 * 24 hours, whoever asked for them and from wherever: the site mails a stranger no more than a
 * person would ask for (issue 32). Read through mail_outbox_recipient (lower(recipient), created_at).
 */
async function inboxFull(
  trx: Kysely<LeadDatabase>,
  recipient: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const { mails } = await trx
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('mails'))
    .where(sql<string>`lower(recipient)`, '=', recipient.trim().toLowerCase())
    .where('created_at', '>', since)
    .where('kind', 'in', investorCallKinds)
    .executeTakeFirstOrThrow();
  return Number(mails) >= leadServiceConfig().bookingMailsPerRecipientPerDay;
}

const reminders = [
  { kind: 'reminder-24h', before: 24 * 60 * 60_000 },
  { kind: 'reminder-1h', before: 60 * 60_000 },
] as const;

/**
 * The investor's and the expert's mail about the call, and — for a booked or moved call — the
 * reminders, queued now to go out 24 h and 1 h before it; a move or a cancellation withdraws the
 * reminders of the old time. The lead's `call_sequence` must already be the new revision.
 */
export async function queueCallMail(
  trx: Kysely<LeadDatabase>,
  {
    leadId,
    agent,
    event,
    slot,
    token,
  }: {
    leadId: string;
    agent: Agent | undefined;
    event: Exclude<CallEvent, 'reminder-24h' | 'reminder-1h'>;
    slot: Slot | undefined;
    token: string;
  },
  now = new Date(),
): Promise<void> {
  const lead = await mailableLead(trx, leadId);
  if (!lead) return;
  const url = manageUrl(lead.locale, token);
  const others = event === 'booked' ? await otherLeadsOf(lead, undefined, trx) : [];
  const input = { lead, agent, slot, manageUrl: url, others };
  if (event !== 'choose-call')
    await withdrawMail(trx, leadId, ['choose-call', ...reminders.map((r) => r.kind)]);
  const chooseAfter = new Date(now.getTime() + 30 * 60_000).toISOString();
  // An inbox that had its day's booking mails gets no more today, nor this call's reminders; the
  // expert is still told (the call is in their calendar) and the sales team sees the lead.
  const investor = lead.email ?? undefined;
  const quiet = investor !== undefined && (await inboxFull(trx, investor, now));
  const wanted = (mail: { recipient: string }) => !quiet || mail.recipient !== investor;
  for (const mail of (await bookingMails({ ...input, event })).filter(wanted))
    await enqueueMail(trx, event === 'choose-call' ? { ...mail, sendAfter: chooseAfter } : mail);
  if (!slot || event === 'cancelled' || event === 'choose-call') return;
  for (const { kind, before } of reminders) {
    const sendAt = slotStart(slot).getTime() - before;
    if (sendAt <= now.getTime()) continue;
    for (const mail of (await bookingMails({ ...input, event: kind })).filter(wanted))
      await enqueueMail(trx, { ...mail, sendAfter: new Date(sendAt).toISOString() });
  }
}
