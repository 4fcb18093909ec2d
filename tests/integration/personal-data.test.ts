import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { forwardDueMessages } from '@/lib/server/crm/messages';
import { forwardDueLeads, queueLeadUpdate } from '@/lib/server/crm/outbox';
import { readCv } from '@/lib/server/cv-upload';
import { getLeadStore, storeDialect } from '@/lib/server/database/connection';
import type { LeadDatabase } from '@/lib/server/database/schema';
import { enqueueMail, sendDueMail } from '@/lib/server/mail/outbox';
import {
  erasePerson,
  exportPerson,
  findPerson,
  personFrom,
  type Person,
} from '@/lib/server/privacy/person';
import { extractTar } from '@/lib/server/privacy/tar';
import { FakeCrm } from './support/fake-crm';
import { cvFiles, provideTestStore } from './support/lead-service';
import { operator } from './support/operators';
import { cvRefOf, storeApplication, storePageForm, storeRequestCall } from './support/stored-leads';

const store = provideTestStore();
const crm = new FakeCrm();
const admin = { id: null, email: 'admin@meridiangate.test' };

// The person: an application with a CV and a sell request by e-mail, a call asked for by phone.
const email = 'Nadia.Erase@Example.com';
const phone = '+971551239876';
const ids = { career: '', sell: '', call: '', other: '' };

async function drainMail(): Promise<void> {
  while ((await sendDueMail()) > 0);
}

const person = (input: string): Person => {
  const found = personFrom(input);
  if (!found) throw new Error(`not a person: ${input}`);
  return found;
};

/** Every row of every table, as text: what "no copy left" is checked against. */
async function everyRow(): Promise<string> {
  const db = await getLeadStore();
  const tables: (keyof LeadDatabase)[] = [
    'leads',
    'conversions',
    'chat_starts',
    'bookings',
    'payment_events',
    'mail_outbox',
    'crm_messages',
    'cv_files',
    'staff_audit',
    'lead_notes',
  ];
  let text = '';
  for (const table of tables)
    text += JSON.stringify(await db.selectFrom(table).selectAll().execute());
  return text.toLowerCase();
}

/** Every file under DATA_DIR, read raw (the SQLite database and its WAL included). */
async function everyFile(): Promise<string> {
  let text = '';
  for (const name of await fs.readdir(store.dataDir, { recursive: true })) {
    const file = path.join(store.dataDir, name);
    if ((await fs.stat(file)).isFile()) text += (await fs.readFile(file)).toString('latin1');
  }
  return text.toLowerCase();
}

beforeAll(async () => {
  await crm.start();
  process.env.CRM_BASE_URL = crm.baseUrl;
  const form = { name: 'Nadia Erase', phone, email };
  ids.career = await storeApplication(form);
  ids.sell = await storePageForm('sell', {
    ...form,
    projectName: 'Marina Gate 2',
    location: 'Dubai Marina',
  });
  ids.call = await storeRequestCall({ name: 'Nadia E.', phone });
  ids.other = await storeRequestCall({ name: 'Someone Else', phone: '+971501112233' });
  const db = await getLeadStore();
  // The sell request was paid (as a club spot is): its payment record must outlive the erasure.
  await db
    .updateTable('leads')
    .set({ payment_intent_id: 'pi_kept_record', payment_status: 'paid', payment_amount: 500000 })
    .where('id', '=', ids.sell)
    .execute();
  await db
    .insertInto('lead_notes')
    .values({
      id: 'note-1',
      lead_id: ids.call,
      created_at: new Date().toISOString(),
      author_email: admin.email,
      body: `Called back on ${phone}`,
    })
    .execute();
  await recordStaffAction(db, admin, 'lead.note', { body: `mail ${email.toLowerCase()}` });
  await drainMail();
  while ((await forwardDueLeads()) > 0);
});

afterAll(async () => {
  await crm.stop();
});

describe("a person's data", { timeout: 120_000 }, () => {
  it('finds the same person by a UAE number dialled at home or abroad, and by any case of e-mail', async () => {
    expect(personFrom('050 123 4567')).toEqual({ kind: 'phone', value: '+971501234567' });
    expect(personFrom('+971 50 123 4567')).toEqual({ kind: 'phone', value: '+971501234567' });
    expect(personFrom('not a person')).toBeUndefined();
    const byPhone = await findPerson(person('0551239876'), admin);
    const byEmail = await findPerson(person(email.toUpperCase()), admin);
    for (const found of [byPhone, byEmail]) {
      expect(found.leads.map((lead) => lead.id).sort()).toEqual(
        [ids.career, ids.sell, ids.call].sort(),
      );
      expect(found).toMatchObject({ cvs: 1, notes: 1, conversions: 0 });
      expect(found.mails).toBeGreaterThanOrEqual(3);
      expect(found.mailFiles).toBe(found.mails);
      expect(found.audit).toBeGreaterThanOrEqual(1);
    }
  });

  it('writes the mail it keeps as files only its own user reads', async () => {
    const folder = path.join(store.dataDir, 'mail');
    expect((await fs.stat(folder)).mode & 0o777).toBe(0o700);
    for (const name of await fs.readdir(folder))
      expect((await fs.stat(path.join(folder, name))).mode & 0o777).toBe(0o600);
  });

  it('exports everything as one archive: the rows as JSON, the CV and the mail files', async () => {
    const chunks: Uint8Array[] = [];
    await exportPerson(person(email), admin, (bytes) => chunks.push(Buffer.from(bytes)));
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'person-export-'));
    try {
      await fs.writeFile(path.join(scratch, 'person.tar'), Buffer.concat(chunks));
      const entries = extractTar(path.join(scratch, 'person.tar'), path.join(scratch, 'out'));
      const json = JSON.parse(
        await fs.readFile(path.join(scratch, 'out', 'person.json'), 'utf8'),
      ) as {
        leads: { id: string; email: string | null }[];
        notes: unknown[];
        cvs: { file: string }[];
      };
      expect(json.leads).toHaveLength(3);
      expect(json.notes).toHaveLength(1);
      const cv = await fs.readFile(path.join(scratch, 'out', json.cvs[0]!.file));
      expect(cv.equals(Buffer.from(await cvFiles.pdf().arrayBuffer()))).toBe(true);
      expect(entries.filter((entry) => entry.name.endsWith('.eml')).length).toBeGreaterThan(2);
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  });

  it('erases the person everywhere, keeps the payment anonymised and tells the CRM', async () => {
    const db = await getLeadStore();
    const cvRef = await cvRefOf(ids.career);
    expect(await readCv(cvRef)).toBeDefined();

    await erasePerson(person(email), admin);

    const rows = await everyRow();
    for (const value of [email.toLowerCase(), phone, '551239876', 'nadia erase'])
      expect(rows).not.toContain(value);
    expect(await readCv(cvRef)).toBeUndefined();
    const kept = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', ids.sell)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      payment_intent_id: 'pi_kept_record',
      payment_amount: 500000,
      name: '',
      email: null,
      forward_status: 'erased',
    });
    // A later payment event (a refund) does not send the anonymised record to the CRM again.
    await queueLeadUpdate(db, ids.sell);
    expect(
      await db
        .selectFrom('leads')
        .select('forward_status')
        .where('id', '=', ids.sell)
        .executeTakeFirstOrThrow(),
    ).toEqual({ forward_status: 'erased' });
    const left = await db.selectFrom('leads').select('id').execute();
    expect(left.map((lead) => lead.id).sort()).toEqual([ids.other, ids.sell].sort());
    // Someone else's mail and lead are untouched.
    expect(rows).toContain('someone else');

    // The erasure goes to the CRM by the outbox, naming the leads by the ids it knows them by.
    expect(await forwardDueMessages()).toBe(1);
    const erasure = crm.deliveries.find((delivery) => delivery.path === '/api/v1.0/erasures');
    expect(erasure).toBeDefined();
    expect(JSON.parse(erasure!.body).leadIds.sort()).toEqual(
      [ids.career, ids.sell, ids.call].sort(),
    );
    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'actor_email', 'detail'])
      .where('action', 'like', 'person.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['person.erase', 'person.export', 'person.find', 'person.find'].sort(),
    );
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('nadia');
  });

  it('leaves no copy in the database files or anywhere under DATA_DIR', async () => {
    const files = await everyFile();
    expect(files).toContain('someone else');
    // SQLite: the database file and its WAL, read as bytes, hold neither the e-mail nor the phone.
    if (storeDialect() === 'sqlite') expect(files).toContain('sqlite format 3');
    for (const value of [email.toLowerCase(), phone, 'nadia erase'])
      expect(files).not.toContain(value);
  });

  it('is there from the shell too: npm run -s person -- find|export', async () => {
    const found = await operator('npm run -s person -- find 0501112233');
    expect(found).toContain('Held: 1 lead(s)');
    expect(found).toContain(ids.other);
    const file = path.join(store.dataDir, '..', `person-${process.pid}.tar`);
    try {
      await operator(`npm run -s person -- export +971501112233 > "${file}"`);
      const out = await fs.mkdtemp(path.join(os.tmpdir(), 'person-cli-'));
      extractTar(file, out);
      const json = await fs.readFile(path.join(out, 'person.json'), 'utf8');
      expect(json).toContain('Someone Else');
      await fs.rm(out, { recursive: true, force: true });
    } finally {
      await fs.rm(file, { force: true });
    }
    const db = await getLeadStore();
    const cli = await db
      .selectFrom('staff_audit')
      .select('action')
      .where('actor_email', '=', 'cli')
      .execute();
    expect(cli.map((row) => row.action).sort()).toEqual(['person.export', 'person.find']);
  });
});

describe('sent mail', () => {
  it('keeps no live manage or invitation link once sent', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const db = await getLeadStore();
    await enqueueMail(db, {
      leadId: null,
      kind: 'test-links',
      revision: 0,
      recipient: 'someone@example.com',
      locale: 'en',
      subject: 'Links',
      html: `<a href="https://meridiangate.ae/de/booking/${token}">manage</a>`,
      text: `https://meridiangate.ae/booking/${token} https://meridiangate.ae/admin/invite/${token}`,
    });
    await drainMail();
    const sent = await db
      .selectFrom('mail_outbox')
      .select(['status', 'html', 'text'])
      .where('kind', '=', 'test-links')
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    expect(sent.html + sent.text).not.toContain(token);
    expect(sent.text).toContain('/admin/invite/(removed-after-sending)');
  });
});
