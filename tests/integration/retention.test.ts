import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCv } from '@/lib/server/cv-upload';
import { getLeadStore } from '@/lib/server/database/connection';
import { signInThrottle } from '@/lib/server/admin/sign-in';
import { sendDueMail } from '@/lib/server/mail/outbox';
import { runRetention } from '@/lib/server/privacy/retention';
import { provideTestStore } from './support/lead-service';
import { operator } from './support/operators';
import { cvRefOf, storeApplication, storeRequestCall } from './support/stored-leads';

const store = provideTestStore();
const ids = { career: '', call: '', held: '' };
let cvRef = '';

const monthsLater = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

const visitor = { 'x-meridian-peer-address': '198.51.100.23', 'user-agent': 'RetentionTest/1.0' };

beforeAll(async () => {
  ids.career = await storeApplication(
    { name: 'Applicant Old', phone: '+971552220001', email: 'applicant@example.com' },
    { ...visitor, 'idempotency-key': 'retention-career-1' },
  );
  ids.call = await storeRequestCall(
    { phone: '+971552220002' },
    { ...visitor, 'idempotency-key': 'retention-call-1' },
  );
  ids.held = await storeRequestCall({ phone: '+971552220003', website: 'x' }, visitor);
  cvRef = await cvRefOf(ids.career);
  const db = await getLeadStore();
  await db
    .insertInto('staff_sign_in_counts')
    .values({
      throttle_key: 'address:198.51.100.23',
      window_start: Math.floor(Date.now() / signInThrottle.windowMs),
      hits: 1,
    })
    .execute();
  while ((await sendDueMail()) > 0);
});

describe('retention', { timeout: 120_000 }, () => {
  it('deletes nothing that is within its period', async () => {
    const report = await runRetention();
    expect(report).toMatchObject({ applications: 0, enquiries: 0, quarantined: 0, addresses: 0 });
    expect(await readCv(cvRef)).toBeDefined();
  });

  it('runs on one instance at a time', async () => {
    const now = monthsLater(1);
    const both = await Promise.all([runRetention({ now }), runRetention({ now })]);
    expect(both.filter((report) => report === undefined)).toHaveLength(1);
    // A month on, the lead the bot trap held (and nobody released) is gone; nothing else.
    expect(both.find(Boolean)).toMatchObject({ quarantined: 1, applications: 0, enquiries: 0 });
    const db = await getLeadStore();
    expect(
      await db.selectFrom('leads').select('id').where('id', '=', ids.held).executeTakeFirst(),
    ).toBeUndefined();
    // A scheduled pass right after another instance's is skipped.
    expect(await runRetention({ now, scheduled: true })).toBeUndefined();
  });

  it('13 months on: the application and its CV are gone, older addresses are blank', async () => {
    const report = await runRetention({ now: monthsLater(13) });
    expect(report).toMatchObject({ applications: 1, enquiries: 0, quarantined: 0 });
    const db = await getLeadStore();
    const leads = await db.selectFrom('leads').selectAll().execute();
    expect(leads.map((lead) => lead.id).sort()).toEqual([ids.call]);
    expect(await readCv(cvRef)).toBeUndefined();
    expect(leads[0]).toMatchObject({
      client_address: null,
      user_agent: null,
      idempotency_key: null,
      idempotency_fingerprint: null,
    });
    const mail = await db.selectFrom('mail_outbox').select(['html', 'text', 'subject']).execute();
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((row) => row.html === '' && row.text === '' && row.subject === '')).toBe(
      true,
    );
    expect(await fs.readdir(path.join(store.dataDir, 'mail'))).toEqual([]);
    expect(await db.selectFrom('staff_sign_in_counts').selectAll().execute()).toEqual([]);
    expect((await db.selectFrom('rate_limit_hits').selectAll().execute()).length).toBe(0);
  });

  it('enquiries go after three years', async () => {
    const report = await runRetention({ now: monthsLater(37) });
    expect(report).toMatchObject({ enquiries: 1 });
    const db = await getLeadStore();
    expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
  });

  it('runs once from the shell, and with the clock moved by faketime', async () => {
    const once = await operator('npm run -s retention');
    expect(once).toMatch(/applications\s+0/);
    let faketime = true;
    try {
      execFileSync('faketime', ['-f', '+0d', 'true']);
    } catch {
      faketime = false;
    }
    if (!faketime) return;
    const leadId = await storeRequestCall({ phone: '+971552220004' }, visitor);
    // 100 days on, by the process's own clock: the address is older than the 90 days of logs.
    const later = await operator("faketime -f '+100d' npm run -s retention");
    expect(later).toMatch(/addresses\s+1/);
    const db = await getLeadStore();
    const lead = await db
      .selectFrom('leads')
      .select(['client_address', 'user_agent'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ client_address: null, user_agent: null });
  });
});
