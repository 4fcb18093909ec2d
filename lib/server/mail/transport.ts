import 'server-only';
import fs from 'node:fs/promises';
import { createTransport, type Transporter } from 'nodemailer';
import { site } from '@/lib/site';
import { dataPath, mailSettings } from '../config';
import type { MailOutboxTable } from '../database/schema';
import { mailAddresses } from './addresses';

/** An attachment as stored in the outbox; a `text/calendar` one travels as the invitation itself. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** Why a send failed; `permanent` when the server refused for good (5xx), not just for now. */
export type SendFailure = { error: string; permanent: boolean };

type Transports = { key: string; transporter: Transporter };
const slot = Symbol.for('meridian-gate.mail-transport');
const slots = globalThis as typeof globalThis & { [slot]?: Transports };

/** SMTP_URL's server, else a stream transport whose output becomes an .eml file (docs/design.md §10). */
function transporter(): Transporter {
  const { smtpUrl, timeoutMs } = mailSettings();
  const key = smtpUrl ?? 'eml';
  const open = slots[slot];
  if (open?.key === key) return open.transporter;
  open?.transporter.close();
  const created = smtpUrl
    ? createTransport({
        ...smtpServer(smtpUrl),
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  slots[slot] = { key, transporter: created };
  return created;
}

/** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
function smtpServer(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** Sends one stored message; undefined when the server took it (or the .eml file is written). */
export async function deliver(message: MailOutboxTable): Promise<SendFailure | undefined> {
  const { from } = mailAddresses();
  const attachments = JSON.parse(message.attachments) as MailAttachment[];
  const invitation = attachments.find((file) => file.contentType.startsWith('text/calendar'));
  const method = /method=([A-Z]+)/i.exec(invitation?.contentType ?? '')?.[1];
  try {
    const info: unknown = await transporter().sendMail({
      from,
      to: message.recipient,
      replyTo: message.reply_to ?? undefined,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // Stable per message: a receiving side that sees it twice can tell it is one message.
      messageId: `<${message.id}@${new URL(site.url).hostname}>`,
      icalEvent: invitation && {
        method: method ?? 'REQUEST',
        filename: invitation.filename,
        content: invitation.content,
      },
      attachments: attachments
        .filter((file) => file !== invitation)
        .map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
    if (!mailSettings().smtpUrl) await writeEml(message, info);
    return undefined;
  } catch (error) {
    return describeFailure(error);
  }
}

async function writeEml(message: MailOutboxTable, info: unknown): Promise<void> {
  const raw = (info as { message?: Buffer }).message;
  if (!raw) throw new Error('no message was composed');
  // Mail is personal data: only the site's own user reads the folder and its files.
  await fs.mkdir(dataPath('mail'), { recursive: true, mode: 0o700 });
  await fs.chmod(dataPath('mail'), 0o700);
  const name = `${message.created_at.replace(/[:.]/g, '-')}-${message.kind}-${message.id}.eml`;
  // Written whole, then renamed: a crash leaves no half file that looks like a message.
  const temporary = dataPath('mail', `.${name}.tmp`);
  await fs.writeFile(temporary, raw, { mode: 0o600 });
  await fs.rename(temporary, dataPath('mail', name));
}

function describeFailure(error: unknown): SendFailure {
  if (!(error instanceof Error)) return { error: 'unknown error', permanent: false };
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const label = responseCode ?? code ?? error.name;
  return { error: `${label}: ${error.message}`.slice(0, 300), permanent };
}
