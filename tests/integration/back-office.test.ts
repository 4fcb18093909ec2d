import { beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { campaignFigures } from '@/lib/server/admin/campaigns';
import { authorize } from '@/lib/server/admin/guard';
import { inboxPage } from '@/lib/server/admin/inbox';
import { leadCvFile, leadFile } from '@/lib/server/admin/lead-file';
import { leadTimeline } from '@/lib/server/admin/lead-timeline';
import {
  LeadWorkRefused,
  addLeadNote,
  changeLeadStatus,
  reassignLead,
  releaseFromQuarantine,
} from '@/lib/server/admin/lead-work';
import { upcomingCalls } from '@/lib/server/admin/calls';
import { mayEditHoursOf } from '@/lib/server/admin/expert-hours';
import { requestRefund } from '@/lib/server/payments/refund';
import { leadAccess, may, type Staff } from '@/lib/server/admin/roles';
import { signInStaff, signOutStaff } from '@/lib/server/admin/sign-in';
import { StaffAccountError, addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { fillLandingPages } from '@/lib/server/database/campaigns-migration';
import { getLeadStore } from '@/lib/server/database/connection';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

// These accounts sign in with a password alone; staff-sign-in.test.ts has the second factor.
provideTestStore({ STAFF_TWO_FACTOR: 'optional' });

const password = 'a long enough password';
const accounts: Record<'admin' | 'sales' | 'marketing', Staff> = {} as never;
let leadIds: { mine: string; other: string; held: string };

/** The request headers of a browser holding the cookies a sign-in answered with. */
function cookieHeaders(answer: Headers): Headers {
  const cookies = answer
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie: cookies, 'x-meridian-peer-address': '203.0.113.9' });
}

const from = (address: string) => new Headers({ 'x-meridian-peer-address': address });

async function storeLead(overrides: Record<string, unknown>): Promise<string> {
  const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead(overrides)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  for (const role of ['admin', 'sales', 'marketing'] as const) {
    const email = `${role}@meridiangate.test`;
    const { id } = await addStaffAccount({
      email,
      role,
      agentId: role === 'sales' ? 'layla-haddad' : undefined,
      password,
    });
    accounts[role] = {
      id,
      email,
      name: role,
      role,
      agentId: role === 'sales' ? 'layla-haddad' : null,
    };
  }
  const mine = await storeLead({ name: 'Mine Lead', phone: '+971501110001', utm_source: 'google' });
  const other = await storeLead({ name: 'Other Lead', phone: '+971501110002' });
  const held = await storeLead({ name: 'Held Lead', phone: '+971501110003', website: 'x' });
  const db = await getLeadStore();
  await db.updateTable('leads').set({ agent_id: 'layla-haddad' }).where('id', '=', mine).execute();
  await db
    .updateTable('leads')
    .set({ agent_id: 'dmitri-volkov' })
    .where('id', 'in', [other, held])
    .execute();
  leadIds = { mine, other, held };
});

describe('staff accounts', () => {
  it('refuses a bad role, a taken e-mail and a short password', async () => {
    await expect(addStaffAccount({ email: 'x@y.test', role: 'boss', password })).rejects.toThrow(
      StaffAccountError,
    );
    await expect(
      addStaffAccount({ email: 'ADMIN@meridiangate.test', role: 'admin', password }),
    ).rejects.toThrow(/already has an account/);
    await expect(
      addStaffAccount({ email: 'z@y.test', role: 'admin', password: 'short' }),
    ).rejects.toThrow(/12 characters/);
  });

  it('refuses a common, breached or patterned password of 12 characters or more', async () => {
    for (const guessable of [
      'aaaaaaaaaaaa',
      '123456789012',
      'password1234',
      'qwertyuiop123',
      'iloveyou2024!',
      'zed.person.2026',
    ])
      await expect(
        addStaffAccount({ email: 'zed.person@y.test', role: 'admin', password: guessable }),
      ).rejects.toThrow(/too easy to guess/);
  });

  it('refuses a sales account for an expert that does not exist', async () => {
    await expect(
      addStaffAccount({ email: 'ghost@y.test', role: 'sales', agentId: 'nobody-at-all', password }),
    ).rejects.toThrow(/no agent "nobody-at-all"/);
  });
});

// Each try hashes a password (scrypt): a few hundred ms on a busy machine.
describe('signing in', { timeout: 60_000 }, () => {
  it('opens a server-side session that signing out ends', async () => {
    const result = await signInStaff('Admin@meridiangate.test', password, from('203.0.113.1'));
    expect(result.outcome).toBe('signed-in');
    if (result.outcome !== 'signed-in') return;
    const cookie = result.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const browser = cookieHeaders(result.headers);
    const before = await authorize('staff.manage', browser);
    expect(before).toMatchObject({ granted: true, staff: { role: 'admin' } });
    await signOutStaff(browser);
    expect(await authorize('leads.read', browser)).toEqual({ granted: false, reason: 'anonymous' });
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const unknown = await signInStaff('nobody@meridiangate.test', password, from('203.0.113.2'));
    const wrong = await signInStaff(
      'sales@meridiangate.test',
      'not the password!',
      from('203.0.113.2'),
    );
    expect(unknown).toEqual({ outcome: 'refused' });
    expect(wrong).toEqual(unknown);
  });

  it('throttles an account after 10 tries in 10 minutes, from any address', async () => {
    // The tries take seconds (scrypt): all at one moment, so a window's end cannot fall among them.
    const now = Date.now();
    const outcomes = [];
    for (let index = 0; index < 12; index++)
      outcomes.push(
        (
          await signInStaff(
            'marketing@meridiangate.test',
            'wrong password!!',
            from(`198.51.100.${index}`),
            now,
          )
        ).outcome,
      );
    expect(outcomes.slice(0, 10).every((outcome) => outcome === 'refused')).toBe(true);
    expect(outcomes.slice(10)).toEqual(['throttled', 'throttled']);
    // Even the right password waits.
    expect(
      (await signInStaff('marketing@meridiangate.test', password, from('198.51.100.99'), now))
        .outcome,
    ).toBe('throttled');
    // Ten minutes later it may try again.
    const later = now + 10 * 60_000 + 1000;
    expect(
      (await signInStaff('marketing@meridiangate.test', password, from('198.51.100.99'), later))
        .outcome,
    ).toBe('signed-in');
  });

  it('throttles an address after 10 tries in 10 minutes, whatever the account', async () => {
    const outcomes = [];
    const now = Date.now();
    for (let index = 0; index < 11; index++)
      outcomes.push(
        (await signInStaff(`guess${index}@meridiangate.test`, password, from('192.0.2.77'), now))
          .outcome,
      );
    expect(outcomes.at(-1)).toBe('throttled');
  });
});

describe('the role matrix over the data', () => {
  it('admin reads every lead with its contact details', async () => {
    const page = await inboxPage({}, leadAccess(accounts.admin));
    expect(page.rows.map((row) => row.name).sort()).toEqual([
      'Held Lead',
      'Mine Lead',
      'Other Lead',
    ]);
    expect(page.rows.every((row) => row.phone?.startsWith('+9715'))).toBe(true);
  });

  it('sales reads only its agent’s leads and the unassigned ones', async () => {
    const access = leadAccess(accounts.sales);
    const page = await inboxPage({}, access);
    expect(page.rows.map((row) => row.name)).toEqual(['Mine Lead']);
    expect(await leadFile(leadIds.other, access)).toBeUndefined();
    await expect(
      changeLeadStatus(accounts.sales, leadIds.other, { status: 'contacted' }),
    ).rejects.toThrow(LeadWorkRefused);
    await expect(reassignLead(accounts.sales, leadIds.mine, 'dmitri-volkov')).rejects.toThrow(
      LeadWorkRefused,
    );
    await expect(releaseFromQuarantine(accounts.sales, leadIds.held)).rejects.toThrow(
      LeadWorkRefused,
    );
  });

  it('marketing reads every lead and never a phone, e-mail or CV', async () => {
    const access = leadAccess(accounts.marketing);
    const page = await inboxPage({}, access);
    expect(page.rows).toHaveLength(3);
    expect(JSON.stringify(page)).not.toContain('+97150111');
    // A search by phone is a name search for marketing: it finds nobody.
    expect((await inboxPage({ q: '+971501110001' }, access)).rows).toEqual([]);
    const lead = await leadFile(leadIds.mine, access);
    expect(lead).toBeDefined();
    expect(JSON.stringify(lead)).not.toContain('+97150111');
    expect(await leadCvFile(leadIds.mine, access)).toBeUndefined();
    await expect(
      changeLeadStatus(accounts.marketing, leadIds.mine, { status: 'contacted' }),
    ).rejects.toThrow(LeadWorkRefused);
    await expect(addLeadNote(accounts.marketing, leadIds.mine, { body: 'hi' })).rejects.toThrow(
      LeadWorkRefused,
    );
  });
});

describe('working a lead', () => {
  it('keeps the status, audits it and shows it on the timeline', async () => {
    await changeLeadStatus(accounts.sales, leadIds.mine, { status: 'contacted' });
    await addLeadNote(accounts.sales, leadIds.mine, { body: 'Called, wants Marina' });
    await expect(
      changeLeadStatus(accounts.admin, leadIds.mine, { status: 'lost' }),
    ).rejects.toThrow(/reason/);
    const lead = await leadFile(leadIds.mine, leadAccess(accounts.admin));
    expect(lead?.status).toBe('contacted');
    // The timeline speaks in words, and names the colleague for an admin (no e-mail).
    const timeline = await leadTimeline(lead!, accounts.admin);
    expect(timeline.map((event) => event.what)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Stored/),
        'Sales set the status to contacted',
        'Sales added a note',
      ]),
    );
  });

  it('releases a quarantined lead once', async () => {
    expect(await releaseFromQuarantine(accounts.admin, leadIds.held)).toBe(true);
    expect(await releaseFromQuarantine(accounts.admin, leadIds.held)).toBe(false);
  });

  it('marks a returning contact and finds a lead by phone', async () => {
    await storeLead({ name: 'Mine Again', phone: '+971501110001' });
    const page = await inboxPage({ q: '971501110001' }, leadAccess(accounts.admin));
    expect(page.rows.map((row) => [row.name, row.returning])).toEqual([
      ['Mine Again', true],
      ['Mine Lead', false],
    ]);
  });

  it('pages by cursor, newest first', async () => {
    const access = leadAccess(accounts.admin);
    const all = (await inboxPage({}, access)).rows.map((row) => row.id);
    const db = await getLeadStore();
    const { count } = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count));
  });
});

describe('campaign figures', () => {
  it('count leads, qualified and won by source', async () => {
    // Campaign days are Dubai days (UTC+4).
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const figures = await campaignFigures({ from: today, to: today }, 'source');
    const google = figures.rows.find((row) => row.key === 'google');
    expect(google).toMatchObject({ leads: 1, qualified: 0 });
    expect(figures.perDay).toEqual([{ day: today, leads: figures.total.leads }]);
  });

  it('group landing pages without their query strings, leads stored before the column too', async () => {
    const page = 'https://meridiangate.ae/de/invest-in-dubai';
    const first = await storeLead({ phone: '+971501110004', fullUrl: `${page}?utm_source=a` });
    await storeLead({ phone: '+971501110005', fullUrl: `${page}?utm_source=b&gclid=1?x` });
    await storeLead({ phone: '+971501110006', fullUrl: page });
    // A lead from before the column: the migration's backfill cuts it as the lead path does.
    const db = await getLeadStore();
    await db.updateTable('leads').set({ landing_page: null }).where('id', '=', first).execute();
    await fillLandingPages(db);

    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const figures = await campaignFigures({ from: today, to: today }, 'landing');
    expect(figures.rows.find((row) => row.key === page)).toMatchObject({ leads: 3 });
    expect(figures.rows.every((row) => !row.key?.includes('?'))).toBe(true);
    expect(figures.total.leads).toBe(figures.perDay[0]?.leads);
  });
});

// The calls, hours and refund pages in the matrix (their own tests: admin-calls, expert-hours,
// admin-refund): which role reaches each page, and what the data functions let it do.
describe('the role matrix over calls, hours and refunds', () => {
  it('gives each page to the roles of docs/design.md §12 and nobody else', () => {
    const matrix = (['admin', 'sales', 'marketing'] as const).map((role) => [
      role,
      may(role, 'calls.read'),
      may(role, 'hours.edit'),
      may(role, 'leads.refund'),
    ]);
    expect(matrix).toEqual([
      ['admin', true, true, true],
      ['sales', true, true, false],
      ['marketing', false, false, false],
    ]);
  });

  it('lets sales set only its own expert’s hours, marketing none', () => {
    expect(mayEditHoursOf(accounts.admin, 'dmitri-volkov')).toBe(true);
    expect(mayEditHoursOf(accounts.sales, 'layla-haddad')).toBe(true);
    expect(mayEditHoursOf(accounts.sales, 'dmitri-volkov')).toBe(false);
    expect(mayEditHoursOf(accounts.marketing, 'layla-haddad')).toBe(false);
  });

  it('shows marketing no calls and refunds for admin only', async () => {
    expect(await upcomingCalls(accounts.marketing, {})).toEqual({ rows: [], next: undefined });
    for (const role of ['sales', 'marketing'] as const)
      expect(await requestRefund(accounts[role], leadIds.mine)).toEqual({
        requested: false,
        reason: 'forbidden',
      });
    expect(await requestRefund(accounts.admin, leadIds.mine)).toEqual({
      requested: false,
      reason: 'not-paid',
    });
  });
});
