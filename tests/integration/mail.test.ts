import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { seededAgent } from '@/tests/support/seed-experts';
import { getLeadStore } from '@/lib/server/database/connection';
import { sendDueMail } from '@/lib/server/mail/outbox';
import { CaptureSmtp } from './support/capture-smtp';
import {
  jsonRequest,
  provideTestStore,
  requestCallLead,
  spotBooking,
} from './support/lead-service';

// Retries against a server that is down take seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const store = provideTestStore({
  SALES_EMAIL: 'sales@example.com',
  MAIL_RETRY_BASE_MS: '20',
  MAIL_RETRY_MAX_MS: '100',
  MAIL_TIMEOUT_MS: '2000',
});

let smtp: CaptureSmtp;

beforeAll(async () => {
  const port = await freePort();
  smtp = new CaptureSmtp(port, new Set(['refused@example.com']));
  // Down at first: nothing listens on the port until the test starts the server.
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.stop();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function outbox() {
  const db = await getLeadStore();
  return db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
}

/** Runs three passes at once (three instances on one database) until nothing due is left. */
async function drain(): Promise<void> {
  for (let round = 0; round < 300; round++) {
    const tried = await Promise.all([sendDueMail(), sendDueMail(), sendDueMail()]);
    // A retry backed off by the test's short delays is still to drain; reminders (due in 2030) not.
    const soon = new Date(Date.now() + 5_000).toISOString();
    const waiting = (await outbox()).filter(
      (mail) => mail.status === 'pending' && (mail.next_attempt_at ?? '') <= soon,
    );
    if (tried.every((count) => count === 0) && waiting.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

const layla = seededAgent('layla-haddad');

describe('mail to a server that is down for the first seconds', () => {
  let leadId = '';

  it('keeps the staff mail of a lead queued while the server is down', async () => {
    const response = await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ phone: '+971501112233' })),
    );
    expect(response.status).toBe(201);
    leadId = ((await response.json()) as { data: { id: string } }).data.id;
    await sendDueMail();
    const queued = await outbox();
    expect(queued.length).toBe(2);
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts === 1)).toBe(true);
    expect(queued[0]?.last_error).toMatch(/ECONNREFUSED/);
  });

  it("stores the staff mail's parts with the lead and leaves its HTML to the worker", async () => {
    const queued = await outbox();
    for (const mail of queued) {
      expect(mail.html).toBe('');
      expect(mail.text).toContain('+971501112233');
      expect(JSON.parse(mail.template ?? '')).toMatchObject({ template: 'staff' });
    }
  });

  it('sends it once the server is up: once to sales, once to the expert, with phone and campaign', async () => {
    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await drain();
    const db = await getLeadStore();
    const lead = await db
      .selectFrom('leads')
      .select('agent_id')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const expert = seededAgent(lead.agent_id!);
    expect(smtp.to('sales@example.com')).toHaveLength(1);
    expect(smtp.to(expert.email!)).toHaveLength(1);
    const [mail] = smtp.to('sales@example.com');
    expect(mail?.raw).toContain('+971501112233');
    expect(mail?.raw).toContain('winter-offplan');
    expect(mail?.text).toContain(`/admin/leads/${leadId}`);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends the HTML the worker rendered and keeps it in place of the parts', async () => {
    const [mail] = smtp.to('sales@example.com');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.text).toMatch(/<h1[^>]*>New request-call lead<\/h1>/);
    for (const row of (await outbox()).filter((row) => row.lead_id === leadId)) {
      expect(row.template).toBeNull();
      expect(row.html).toContain(`/admin/leads/${leadId}`);
      expect(row.html).toContain('+971501112233');
    }
  });

  it('counts a template it cannot render as a failed attempt, and sends nothing', async () => {
    const db = await getLeadStore();
    const sentBefore = smtp.received.length;
    await db
      .insertInto('mail_outbox')
      .values({
        id: 'a2d1f9f4-3b7e-4f7a-9d55-4c8f2b7e6a10',
        lead_id: null,
        kind: 'staff-lead',
        revision: 0,
        recipient: 'sales@example.com',
        reply_to: null,
        locale: 'en',
        subject: 'Broken',
        html: '',
        template: '{"template":"unknown"}',
        text: 'Broken',
        attachments: '[]',
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        locked_until: null,
        last_error: null,
        created_at: new Date().toISOString(),
        sent_at: null,
      })
      .execute();
    await sendDueMail();
    const row = (await outbox()).find((mail) => mail.subject === 'Broken');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, html: '' });
    expect(row?.last_error).toMatch(/^rendering: /);
    expect(smtp.received.length).toBe(sentBefore);
    await db.deleteFrom('mail_outbox').where('id', '=', row!.id).execute();
  });

  it('mails nobody about a honeypot hit', async () => {
    const before = (await outbox()).length;
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        requestCallLead({ phone: '+971501119999', website: 'spam.example' }),
      ),
    );
    expect(response.status).toBe(201);
    expect((await outbox()).length).toBe(before);
  });

  it('confirms a club booking to the investor in their language, and sends the expert an .ics', async () => {
    smtp.received.length = 0;
    const s1 = { date: '2030-01-08', time: '14:00' };
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        spotBooking({ email: 'jonas@example.com', locale: 'de', s1, timeZone: 'Europe/Berlin' }),
      ),
    );
    expect(response.status).toBe(201);
    await drain();
    const [investor] = smtp.to('jonas@example.com');
    expect(investor?.raw).toContain('METHOD:REQUEST');
    expect(investor?.raw).toContain('DTSTART:20300108T100000Z');
    expect(investor?.raw).toMatch(/^Subject: .*=\?UTF-8\?/m);
    const stored = (await outbox()).find((row) => row.recipient === 'jonas@example.com');
    expect(stored).toMatchObject({ kind: 'booking', locale: 'de', status: 'sent' });
    // The investor got the manage link; the stored copy keeps the record, not the live token.
    const delivered = investor?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(delivered).toMatch(/\/de\/booking\/[A-Za-z0-9_-]{43}/);
    expect(stored?.text).toContain('/de/booking/(removed-after-sending)');
    expect(stored?.html).not.toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
    expect(stored?.text).toContain('Ortszeit Dubai');
    // Berlin is three hours behind Dubai in winter: the call's 14:00 is 11:00 there.
    expect(stored?.text).toMatch(
      /Ihre Ortszeit \(Europe\/Berlin\): Dienstag, 8\. Januar 2030 um 11:00/,
    );
    const invitations = smtp.to(layla.email!).filter((mail) => mail.raw.includes('text/calendar'));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.raw).toContain('METHOD:REQUEST');
    // Reminders wait for their time, 24 h and 1 h before the call.
    const reminders = (await outbox()).filter((row) => row.kind.startsWith('reminder'));
    expect(reminders.map((row) => row.next_attempt_at).sort()).toEqual([
      '2030-01-07T10:00:00.000Z',
      '2030-01-08T09:00:00.000Z',
    ]);
  });

  it('gives up on a recipient the server refuses for good, after a few attempts', async () => {
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        spotBooking({ email: 'refused@example.com', s1: { date: '2030-01-08', time: '15:00' } }),
      ),
    );
    expect(response.status).toBe(201);
    await drain();
    const refused = (await outbox()).filter((row) => row.recipient === 'refused@example.com');
    const confirmation = refused.find((row) => row.kind === 'booking');
    expect(confirmation).toMatchObject({ status: 'failed', attempts: 3 });
    expect(confirmation?.last_error).toMatch(/^550/);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail/', async () => {
    delete process.env.SMTP_URL;
    const response = await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ phone: '+971501113344' })),
    );
    expect(response.status).toBe(201);
    await drain();
    const files = await fs.readdir(path.join(store.dataDir, 'mail'));
    const staff = files.filter((file) => file.endsWith('.eml') && file.includes('staff-lead'));
    expect(staff).toHaveLength(2);
    const text = await fs.readFile(path.join(store.dataDir, 'mail', staff[0]!), 'utf8');
    expect(text).toContain('+971501113344');
  });
});

describe('two instances on one database', () => {
  /** A mail worker in a process of its own, as another instance of the site runs one. */
  async function startMailSender(): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        './scripts/server-only-outside-next.mjs',
        '--import',
        'tsx',
        'tests/integration/support/mail-sender.ts',
      ],
      { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    for await (const chunk of child.stdout!) if (String(chunk).includes('sending')) return child;
    throw new Error('the mail sender exited before sending');
  }

  it('sends each message once', async () => {
    // The lead's two messages (sales, expert) are sent by whichever instance leases them first.
    process.env.SMTP_URL = smtp.url;
    const senders = await Promise.all([startMailSender(), startMailSender()]);
    try {
      const phones = Array.from({ length: 6 }, (_, index) => `+97150444${index}000`);
      const leadIds: string[] = [];
      for (const phone of phones) {
        const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead({ phone })));
        expect(response.status).toBe(201);
        leadIds.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      const unsent = async () =>
        (await outbox()).filter(
          (mail) => leadIds.includes(mail.lead_id ?? '') && mail.status !== 'sent',
        );
      await vi.waitFor(async () => expect(await unsent()).toEqual([]), {
        timeout: 60_000,
        interval: 200,
      });
      for (const phone of phones) {
        const about = smtp.received.filter((mail) => mail.raw.includes(phone));
        expect(
          about.flatMap((mail) => mail.to),
          phone,
        ).toHaveLength(2);
        expect(
          smtp.to('sales@example.com').filter((mail) => mail.raw.includes(phone)),
          phone,
        ).toHaveLength(1);
      }
    } finally {
      for (const sender of senders) sender.kill();
    }
  });
});
