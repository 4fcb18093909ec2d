import { beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnaireRoute } from '@/app/api/questionnaires/route';
import { responseFigures } from '@/lib/server/admin/campaigns';
import { otherLeadsOf } from '@/lib/server/admin/earlier-leads';
import { inboxPage } from '@/lib/server/admin/inbox';
import { waitingCount, workQueue } from '@/lib/server/admin/work-queue';
import { backOfficeExport } from '@/lib/server/admin/lead-export';
import { leadFile } from '@/lib/server/admin/lead-file';
import { leadTimeline } from '@/lib/server/admin/lead-timeline';
import {
  LeadWorkRefused,
  addLeadNote,
  changeLeadStatus,
  reassignLead,
} from '@/lib/server/admin/lead-work';
import { recordContactTap, setNextAction } from '@/lib/server/admin/lead-follow-up';
import { todayItems } from '@/lib/server/admin/today';
import { leadAccess, may, type Staff } from '@/lib/server/admin/roles';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { getLeadStore } from '@/lib/server/database/connection';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

/**
 * A salesperson's day (docs/design.md §12): the work queue, one tap to talk, next actions, returning
 * contacts, hand-over mail, the timeline in words and what each role may read of it.
 */
provideTestStore();

const password = 'a long enough password';
const staff: Record<'admin' | 'manager' | 'sales' | 'marketing', Staff> = {} as never;

async function storeLead(overrides: Record<string, unknown>): Promise<string> {
  const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead(overrides)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function mailsOf(leadId: string, kind: string) {
  const db = await getLeadStore();
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('kind', '=', kind)
    .execute();
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const role of ['admin', 'manager', 'sales', 'marketing'] as const) {
    const email = `${role}.day@meridiangate.test`;
    const agentId = role === 'sales' ? 'layla-haddad' : null;
    const { id } = await addStaffAccount({
      email,
      role,
      agentId: agentId ?? undefined,
      password,
    });
    staff[role] = { id, email, name: `${role} person`, role, agentId };
  }
  const db = await getLeadStore();
  // Oldest first: a Hebrew request call, a bot, an English one; then one of another expert.
  ids.first = await storeLead({ name: 'Noa Levi', phone: '+971501234567', locale: 'he' });
  ids.bot = await storeLead({ name: 'Bot Lead', phone: '+971509999999', website: 'x' });
  ids.second = await storeLead({ name: 'Sam Lee', phone: '+971502223344' });
  ids.other = await storeLead({ name: 'Omar Haddad', phone: '+971503334455' });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const set = (id: string, agent: string, minutesAgo: number) =>
    db
      .updateTable('leads')
      .set({ agent_id: agent, created_at: at(minutesAgo) })
      .where('id', '=', id)
      .execute();
  await set(ids.first!, 'layla-haddad', 90);
  await set(ids.bot!, 'layla-haddad', 80);
  await set(ids.second!, 'layla-haddad', 5);
  await set(ids.other!, 'dmitri-volkov', 60);
});

describe('the work queue', () => {
  it('holds the open leads in reach, never a quarantined one, the oldest first', async () => {
    const sales = await workQueue(leadAccess(staff.sales));
    expect(sales.rows.map((row) => row.name)).toEqual(['Noa Levi', 'Sam Lee']);
    const manager = await workQueue(leadAccess(staff.manager));
    expect(manager.rows.map((row) => row.name)).toEqual(['Noa Levi', 'Omar Haddad', 'Sam Lee']);
    expect(manager.rows.every((row) => !row.quarantined)).toBe(true);
    // The bot trap's lead is in the full list, not in the queue.
    expect((await inboxPage({}, leadAccess(staff.manager))).rows.map((row) => row.name)).toContain(
      'Bot Lead',
    );
    expect(await waitingCount(leadAccess(staff.sales))).toBe(2);
  });

  it('takes the uncontacted first, then the contacted, and pages on by cursor', async () => {
    await changeLeadStatus(staff.manager, ids.first!, { status: 'contacted' });
    const access = leadAccess(staff.manager);
    const page = await workQueue(access);
    expect(page.rows.map((row) => [row.name, row.status])).toEqual([
      ['Omar Haddad', 'new'],
      ['Sam Lee', 'new'],
      ['Noa Levi', 'contacted'],
    ]);
    await changeLeadStatus(staff.manager, ids.first!, { status: 'new' });
  });

  it('finds a number as people type it', async () => {
    const access = leadAccess(staff.admin);
    for (const typed of ['050 123 4567', '0501234567', '00971 50-123-4567', '+971 50 123'])
      expect(
        (await inboxPage({ q: typed }, access)).rows.map((row) => row.name),
        typed,
      ).toEqual(['Noa Levi']);
  });
});

describe('one tap to talk', () => {
  it('records the first contact and its response time; later taps are only audited', async () => {
    await recordContactTap(staff.sales, ids.first!, 'whatsapp');
    await recordContactTap(staff.sales, ids.first!, 'call');
    const lead = await leadFile(ids.first!, leadAccess(staff.sales));
    expect(lead?.firstContactAt).toBeTruthy();
    expect(lead?.responseSeconds).toBeGreaterThanOrEqual(90 * 60 - 5);
    const timeline = (await leadTimeline(lead!, staff.sales)).map((event) => event.what);
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^You tapped WhatsApp — first contact, 1 h 3\d min after/),
        'You tapped Call',
      ]),
    );
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const figures = await responseFigures({ from: '2026-01-01', to: today }, 15);
    expect(figures).toMatchObject({ contacted: 1, withinSla: 0 });
    expect(figures.medianSeconds).toBeGreaterThan(5000);
  });

  it('refuses a tap on a lead out of reach, and marketing altogether', async () => {
    await expect(recordContactTap(staff.sales, ids.other!, 'call')).rejects.toThrow(
      LeadWorkRefused,
    );
    await expect(recordContactTap(staff.marketing, ids.first!, 'call')).rejects.toThrow(
      LeadWorkRefused,
    );
  });
});

describe('follow-ups', () => {
  it('mails the next action’s owner when it falls due, and a change withdraws the old mail', async () => {
    await setNextAction(staff.sales, ids.second!, { at: '2030-01-07T10:00', text: 'Call back' });
    await setNextAction(staff.sales, ids.second!, {
      at: '2030-01-08T11:30',
      text: 'Send the Marina brochure',
    });
    const mails = await mailsOf(ids.second!, 'next-action');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: staff.sales.email,
      next_attempt_at: '2030-01-08T07:30:00.000Z',
      status: 'pending',
    });
    expect(mails[0]!.subject).toBe('Due now: Send the Marina brochure — Sam Lee');
    expect(mails[0]!.text).toContain('due 08/01/2030, 11:30 (Dubai)');
    await expect(
      setNextAction(staff.sales, ids.second!, { at: 'tomorrow', text: 'x' }),
    ).rejects.toThrow();
  });

  it('lists due callbacks with today’s calls on the Today page', async () => {
    const now = new Date();
    const dueSoon = new Date(now.getTime() + 4 * 3_600_000 + 60_000).toISOString().slice(0, 16);
    await setNextAction(staff.sales, ids.first!, { at: dueSoon, text: 'Second call' });
    const items = await todayItems(staff.sales, now);
    expect(items.map((item) => item.kind === 'callback' && item.name)).toContain('Noa Levi');
    expect(items.map((item) => item.kind === 'callback' && item.name)).not.toContain('Sam Lee');
    expect(await todayItems(staff.marketing, now)).toEqual([]);
  });
});

describe('returning contacts and hand-over', () => {
  it('routes a returning contact to the expert who has them and lists the earlier lead', async () => {
    // The first lead is Layla's (Hebrew); the same number in German would go elsewhere.
    const again = await storeLead({ name: 'Noa Levi', phone: '+971501234567', locale: 'de' });
    const db = await getLeadStore();
    const row = await db
      .selectFrom('leads')
      .select('agent_id')
      .where('id', '=', again)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe('layla-haddad');
    const others = await otherLeadsOf(
      { id: again, phone: '+971501234567', email: null },
      leadAccess(staff.sales),
    );
    expect(others.map((other) => other.id)).toEqual([ids.first]);
    const mail = await mailsOf(again, 'staff-lead');
    expect(mail[0]!.subject).toContain('(returning contact)');
    expect(mail[0]!.text).toMatch(/Earlier leads: request-call/);
  });

  it('mails the new expert on reassignment; a manager may, sales may not', async () => {
    await reassignLead(staff.manager, ids.other!, 'layla-haddad');
    const mails = await mailsOf(ids.other!, 'staff-reassign');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('layla.haddad@meridiangate.ae');
    expect(mails[0]!.subject).toBe('Lead handed to you: Omar Haddad (request-call)');
    expect(mails[0]!.text).toContain('Phone: +971 50 333 4455');
    await expect(reassignLead(staff.sales, ids.other!, 'dmitri-volkov')).rejects.toThrow(
      LeadWorkRefused,
    );
    expect(may('manager', 'staff.manage')).toBe(false);
  });
});

describe('what each role reads of a lead', () => {
  it('shows the timeline in words: no JSON, and no staff e-mail to anyone', async () => {
    await addLeadNote(staff.admin, ids.other!, { body: 'Prefers WhatsApp, +971 50 000 0000' });
    for (const reader of [staff.admin, staff.manager, staff.sales, staff.marketing]) {
      const lead = await leadFile(ids.other!, leadAccess(reader));
      const timeline = await leadTimeline(lead!, reader);
      const text = JSON.stringify(timeline);
      expect(text, reader.role).not.toContain('{\\"');
      expect(text, reader.role).not.toMatch(/@meridiangate\.test/);
    }
    const asSales = await leadTimeline(
      (await leadFile(ids.other!, leadAccess(staff.sales)))!,
      staff.sales,
    );
    expect(asSales.map((event) => event.what)).toEqual(
      expect.arrayContaining([
        'A colleague handed the lead from Dmitri Volkov to Layla Haddad',
        'A colleague added a note',
      ]),
    );
    const asManager = await leadTimeline(
      (await leadFile(ids.other!, leadAccess(staff.manager)))!,
      staff.manager,
    );
    expect(asManager.map((event) => event.what)).toContain(
      'You handed the lead from Dmitri Volkov to Layla Haddad',
    );
  });

  it('gives marketing no free text: no answers, no reasons, no next action', async () => {
    const response = await questionnaireRoute(
      jsonRequest('/api/questionnaires', {
        name: 'Ivan Petrov',
        phone: '+79161234567',
        language: ['Russian'],
        questions: [{ question: 'Какова ваша главная цель?', answer: 'Арендный доход' }],
        locale: 'ru',
        fullUrl: 'https://meridiangate.ae/ru/questionnaire',
      }),
    );
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    const asMarketing = await leadFile(id, leadAccess(staff.marketing));
    expect(JSON.stringify(asMarketing)).not.toMatch(/Арендный|Russian|7916/);
    expect(asMarketing?.details).toEqual({});

    // The staff mail: English answers with the visitor's own words, Dubai time, each row once.
    const [mail] = await mailsOf(id, 'staff-lead');
    expect(mail!.text).toContain('What is your main goal?: Rental income («Арендный доход»)');
    expect(mail!.text).toContain('Phone: +7 916 123 45 67');
    expect(mail!.text).toMatch(/Received: \d\d\/\d\d\/\d{4}, \d\d:\d\d \(Dubai\)/);
    expect(mail!.text).toContain('Languages spoken: Russian');
    expect(mail!.text).toContain('https://wa.me/79161234567?text=');
    expect(mail!.text.match(/^Site language:/gm)).toHaveLength(1);
    expect(mail!.text).not.toMatch(/^Language:/m);

    // A lead with an address: staff answer it by replying.
    const withEmail = await storeLead({ phone: '+971505556677', email: 'amira@example.com' });
    expect((await mailsOf(withEmail, 'staff-lead'))[0]!.reply_to).toBe('amira@example.com');
  });

  it('exports the filtered list with expert, status and notes; marketing’s without contacts', async () => {
    const read = async (lines: AsyncGenerator<string>) => {
      let text = '';
      for await (const line of lines) text += line;
      return text;
    };
    let audited = -1;
    const full = await read(
      backOfficeExport({ kind: 'request-call' }, leadAccess(staff.manager), async (rows) => {
        audited = rows;
      }),
    );
    const [header, ...rows] = full.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toContain('expert');
    expect(header).toContain('status,status_reason,notes,next_action_dubai,next_action');
    expect(rows.length).toBe(audited);
    const omar = rows.find((row) => row.includes('Omar Haddad'));
    expect(omar).toContain('Layla Haddad');
    expect(omar).toContain('Prefers WhatsApp');
    const marketing = await read(
      backOfficeExport({}, leadAccess(staff.marketing), async () => undefined),
    );
    expect(marketing).not.toMatch(/\+971|Omar|Prefers|name,phone/);
    expect(marketing).toContain('expert');
  });
});
