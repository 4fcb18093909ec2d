import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { mailSettings } from '../config';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase, MailOutboxTable, MailStatus } from '../database/schema';
import { inSharedCommit } from '../database/shared-commit';
import { claimDueRows, dueRowIds } from '../outbox/due';
import { leaseUntil, nudgeOutbox, retryDelayMs, startOutbox } from '../outbox/worker';
import type { MailAttachment, SendFailure } from './transport';

/**
 * The mail outbox (docs/design.md §10): a message is stored with its cause, in the same
 * transaction, and sent by the worker of ../outbox/worker.ts with a lease per message, so a mail
 * server that is down delays it and two instances never send it twice.
 */
export type NewMail = {
  leadId: string | null;
  kind: string;
  /** The booking's revision (its call_sequence); 0 for mail that happens once. */
  revision: number;
  recipient: string;
  /** The address a reply goes to (the lead's, in staff mail about a lead). */
  replyTo?: string | undefined;
  locale: string;
  subject: string;
  /** Empty when `template` is given: the worker renders it when it sends. */
  html: string;
  /** A template and its parts (JSON), rendered to `html` by the mail worker (docs/design.md §10). */
  template?: string | undefined;
  text: string;
  attachments?: MailAttachment[];
  /** Not before this instant (a reminder); now when unset. */
  sendAfter?: string;
};

const batchSize = 20;
/** A refusal for good (5xx) is tried this often, not the full bound: the server said no. */
const permanentAttempts = 3;

const mailOutbox = {
  name: 'mail-outbox',
  pass: () => sendDueMail(),
  pollIntervalMs: () => mailSettings().pollIntervalMs,
  batchSize,
};

export const startMailing = () => startOutbox(mailOutbox);
/** A message was just committed: send it now rather than at the next poll. */
export const nudgeMailing = () => nudgeOutbox(mailOutbox);

/**
 * Queues a message inside the caller's transaction. A second message for the same (lead, kind,
 * revision, recipient) is dropped, so a retried cause mails nobody twice. Returns whether it was new.
 * Call `nudgeMailing()` after the commit.
 */
export async function enqueueMail(db: Kysely<LeadDatabase>, mail: NewMail): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      lead_id: mail.leadId,
      kind: mail.kind,
      revision: mail.revision,
      recipient: mail.recipient,
      reply_to: mail.replyTo ?? null,
      locale: mail.locale,
      subject: mail.subject,
      html: mail.html,
      template: mail.template ?? null,
      text: mail.text,
      attachments: JSON.stringify(mail.attachments ?? []),
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.sendAfter ?? now,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['lead_id', 'kind', 'revision', 'recipient']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Drops a lead's messages of these kinds not sent yet (reminders of a call that moved). */
export async function withdrawMail(
  db: Kysely<LeadDatabase>,
  leadId: string,
  kinds: string[],
): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('lead_id', '=', leadId)
    .where('kind', 'in', kinds)
    .where('status', '=', 'pending')
    .where('locked_until', 'is', null)
    .execute();
}

/** One pass over the messages that are due; returns how many were tried. */
export async function sendDueMail(): Promise<number> {
  const db = await getLeadStore();
  const due = await dueRowIds(db, 'mail_outbox', batchSize);
  if (due.length === 0) return 0;
  const now = new Date();
  const lease = leaseUntil(now, mailSettings().timeoutMs * 3);
  // The pass's leases in one commit, not one each (every commit syncs the journal).
  const messages = await claimDueRows(db, 'mail_outbox', due, now, lease);
  // nodemailer loads with the first message sent, not with every CLI command.
  const { deliver } = await import('./transport');
  const rendered = new Map<string, Promise<string>>();
  // The pass holds the lease on its messages: their outcomes can share a commit on PostgreSQL too.
  const settle: Pass['settle'] = (message, change) =>
    inSharedCommit(db, (trx) => settleOne(trx, message, change), { onPostgres: true });
  const pass: Pass = { deliver, rendered, settle };
  await Promise.all(messages.map((message) => sendMessage(pass, message)));
  return due.length;
}

type Pass = {
  deliver: (message: MailOutboxTable) => Promise<SendFailure | undefined>;
  /** Each template rendered once a pass: a lead's mail to sales and to its expert is one template. */
  rendered: Map<string, Promise<string>>;
  /** Records an outcome and releases the lease; those known in the same turn share a commit. */
  settle: (message: MailOutboxTable, change: MailChange) => Promise<void>;
};

async function sendMessage(pass: Pass, message: MailOutboxTable): Promise<void> {
  const rendered = await renderedHtml(pass, message);
  if ('failure' in rendered) return retryLater(pass, message, rendered.failure);
  const failure = await pass.deliver({ ...message, html: rendered.html });
  if (failure) return retryLater(pass, message, failure);
  await pass.settle(message, {
    status: 'sent',
    attempts: message.attempts + 1,
    sent_at: new Date().toISOString(),
    next_attempt_at: null,
    last_error: null,
    // The stored copy keeps no live link: whoever reads the outbox cannot use it (§15).
    html: withoutLiveLinks(rendered.html),
    text: withoutLiveLinks(message.text),
    template: null,
  });
}

/** A failed attempt: tried again after a doubling wait, or given up after the last attempt. */
async function retryLater(
  pass: Pass,
  message: MailOutboxTable,
  failure: SendFailure,
): Promise<void> {
  const config = mailSettings();
  const attempts = message.attempts + 1;
  const givingUp =
    attempts >= config.maxAttempts || (failure.permanent && attempts >= permanentAttempts);
  const delayMs = retryDelayMs(attempts, config);
  await pass.settle(message, {
    status: givingUp ? 'failed' : 'pending',
    attempts,
    next_attempt_at: givingUp ? null : new Date(Date.now() + delayMs).toISOString(),
    last_error: failure.error,
  });
  const about = `[mail-outbox] ${message.kind} to ${message.recipient} (${message.id})`;
  if (givingUp) console.error(`${about} NOT sent after ${attempts} attempts (${failure.error})`);
  else console.warn(`${about} attempt ${attempts} failed (${failure.error})`);
}

/**
 * The message's HTML: as stored, or rendered now from its template (the staff's lead mail is
 * rendered here, not in the lead's request). A template that cannot be rendered is a failed attempt.
 */
async function renderedHtml(
  pass: Pass,
  message: MailOutboxTable,
): Promise<{ html: string } | { failure: SendFailure }> {
  const { template } = message;
  if (template === null) return { html: message.html };
  try {
    let html = pass.rendered.get(template);
    if (!html) {
      // react-email loads with the first message rendered, in the worker, not in a request.
      html = import('./stored-template').then(({ renderStoredTemplate }) =>
        renderStoredTemplate(template),
      );
      pass.rendered.set(template, html);
    }
    return { html: await html };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { failure: { error: `rendering: ${reason}`.slice(0, 300), permanent: false } };
  }
}

type Settled = 'attempts' | 'sent_at' | 'next_attempt_at' | 'last_error' | 'html' | 'text';
type MailChange = Partial<Pick<MailOutboxTable, Settled | 'template'>> & { status: MailStatus };

async function settleOne(
  db: Kysely<LeadDatabase>,
  message: MailOutboxTable,
  change: MailChange,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ ...change, locked_until: null })
    .where('id', '=', message.id)
    .where('locked_until', '=', message.locked_until)
    .execute();
}

/**
 * The secret part of the links that act for their holder (an investor's manage link, a staff
 * invitation) replaced by a mark: once the message is sent, its stored body keeps the record of
 * what was said, not the key. The recipient's copy, and the .eml file written without SMTP_URL
 * (the message as delivered), keep the link (docs/design.md §15).
 */
function withoutLiveLinks(body: string): string {
  return body.replace(
    /(\/(?:booking|admin\/invite)\/)[A-Za-z0-9_-]{16,}/g,
    '$1(removed-after-sending)',
  );
}

/** Puts failed messages back in the queue (operators' CLI, once the mail server is fixed). */
export async function requeueFailedMail(): Promise<number> {
  const db = await getLeadStore();
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() })
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The latest messages, newest first, for the operators' CLI. */
export async function recentMail(limit: number) {
  const db = await getLeadStore();
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'created_at', 'lead_id', 'kind', 'revision', 'recipient', 'status'])
    .select(['attempts', 'sent_at', 'last_error', 'subject'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
