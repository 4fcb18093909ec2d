import { beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '@/lib/server/admin/guard';
import type { Staff } from '@/lib/server/admin/roles';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { StaffAccountError, addStaffAccount } from '@/lib/server/admin/staff-accounts';
import {
  StaffChangeRefused,
  auditPage,
  auditPageSize,
  changeStaffRole,
  listStaff,
  setStaffDisabled,
} from '@/lib/server/admin/staff-directory';
import { acceptInvite, inviteStaff, openInvite } from '@/lib/server/admin/staff-invites';
import { getLeadStore } from '@/lib/server/database/connection';
import { provideTestStore } from './support/lead-service';
import { operator } from './support/operators';

// These accounts sign in with a password alone; staff-sign-in.test.ts has the second factor.
provideTestStore({ STAFF_TWO_FACTOR: 'optional' });

/** docs/design.md §12: the staff page's invitations, roles, disabling and audit log. */
const password = 'a long enough password';
let admin: Staff;

const browserOf = (answer: Headers) =>
  new Headers({
    cookie: answer
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  });
const from = (address: string) => new Headers({ 'x-meridian-peer-address': address });
const tokenOf = (link: string) => link.split('/admin/invite/')[1]!;

beforeAll(async () => {
  const email = 'boss@meridiangate.test';
  const { id } = await addStaffAccount({ email, role: 'admin', password });
  admin = { id, email, name: 'boss', role: 'admin', agentId: null };
});

// Each password is hashed (scrypt): a few hundred ms on a busy machine.
describe('an invitation', { timeout: 60_000 }, () => {
  it('mails a set-password link that works once, and only its hash is stored', async () => {
    const { link, email } = await inviteStaff(admin, {
      email: ' New.Expert@MeridianGate.test ',
      role: 'sales',
      agentId: 'layla-haddad',
    });
    expect(email).toBe('new.expert@meridiangate.test');
    const token = tokenOf(link);
    const db = await getLeadStore();
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'staff-invite')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: email, lead_id: null, status: 'pending' });
    expect(mail.text).toContain(link);
    const stored = await db.selectFrom('staff_verification').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await listStaff()).find((member) => member.email === email)).toMatchObject({
      status: 'invited',
      role: 'sales',
      agentId: 'layla-haddad',
      lastSignInAt: null,
    });
    // No password yet: nothing signs in.
    expect((await signInStaff(email, password, from('192.0.2.10'))).outcome).toBe('refused');

    expect(await openInvite(token)).toEqual({ email });
    await expect(acceptInvite(token, 'too short')).rejects.toThrow(StaffAccountError);
    // A refused password does not spend the link.
    expect(await acceptInvite(token, password)).toEqual({ outcome: 'done', email });
    expect(await acceptInvite(token, 'another long password')).toEqual({ outcome: 'invalid' });
    expect(await openInvite(token)).toBeUndefined();

    expect((await signInStaff(email, password, from('192.0.2.11'))).outcome).toBe('signed-in');
    expect((await listStaff()).find((member) => member.email === email)).toMatchObject({
      status: 'active',
      lastSignInAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('expires after 48 hours', async () => {
    const { link } = await inviteStaff(admin, { email: 'late@meridiangate.test', role: 'admin' });
    const db = await getLeadStore();
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable('staff_verification')
      .set({ expiresAt: past.toISOString() })
      .where('identifier', 'like', 'staff-invite:%')
      .execute();
    expect(await openInvite(tokenOf(link))).toBeUndefined();
    expect(await acceptInvite(tokenOf(link), password)).toEqual({ outcome: 'invalid' });
  });

  it('refuses a taken e-mail, a bad role and sales without an expert', async () => {
    await expect(inviteStaff(admin, { email: admin.email, role: 'admin' })).rejects.toThrow(
      /already has an account/,
    );
    await expect(inviteStaff(admin, { email: 'x@y.test', role: 'boss' })).rejects.toThrow(
      StaffAccountError,
    );
    await expect(inviteStaff(admin, { email: 'x@y.test', role: 'sales' })).rejects.toThrow(/agent/);
  });
});

describe('an invitation and its inviter', { timeout: 60_000 }, () => {
  async function secondAdmin(email: string): Promise<Staff> {
    const { id } = await addStaffAccount({ email, role: 'admin', password });
    return { id, email, name: email, role: 'admin', agentId: null };
  }

  it('dies when its inviter is disabled, and enabling the inviter does not revive it', async () => {
    const inviter = await secondAdmin('inviter1@meridiangate.test');
    const { link } = await inviteStaff(inviter, { email: 'i1@meridiangate.test', role: 'admin' });
    expect(await openInvite(tokenOf(link))).toEqual({ email: 'i1@meridiangate.test' });
    await setStaffDisabled(admin, inviter.id, true);
    expect(await openInvite(tokenOf(link))).toBeUndefined();
    await setStaffDisabled(admin, inviter.id, false);
    expect(await openInvite(tokenOf(link))).toBeUndefined();
    expect(await acceptInvite(tokenOf(link), password)).toEqual({ outcome: 'invalid' });
  });

  it('dies when its inviter is no longer an admin', async () => {
    const inviter = await secondAdmin('inviter2@meridiangate.test');
    const { link } = await inviteStaff(inviter, { email: 'i2@meridiangate.test', role: 'admin' });
    await changeStaffRole(admin, inviter.id, 'marketing', undefined);
    await changeStaffRole(admin, inviter.id, 'admin', undefined);
    expect(await acceptInvite(tokenOf(link), password)).toEqual({ outcome: 'invalid' });
  });

  it('is checked against the inviter’s role when it is used', async () => {
    const inviter = await secondAdmin('inviter3@meridiangate.test');
    const { link } = await inviteStaff(inviter, { email: 'i3@meridiangate.test', role: 'admin' });
    // A change that did not pass through the staff page (the database edited, the row deleted).
    const db = await getLeadStore();
    await db
      .updateTable('staff_user')
      .set({ role: 'sales' })
      .where('id', '=', inviter.id)
      .execute();
    expect(await openInvite(tokenOf(link))).toBeUndefined();
    await db
      .updateTable('staff_user')
      .set({ role: 'admin' })
      .where('id', '=', inviter.id)
      .execute();
    expect(await openInvite(tokenOf(link))).toBeDefined();
    await db.deleteFrom('staff_user').where('id', '=', inviter.id).execute();
    expect(await acceptInvite(tokenOf(link), password)).toEqual({ outcome: 'invalid' });
  });

  it('to an account that is disabled and enabled again opens nothing', async () => {
    const { link } = await inviteStaff(admin, {
      email: 'i4@meridiangate.test',
      role: 'sales',
      agentId: 'layla-haddad',
    });
    const invited = (await listStaff()).find((member) => member.email === 'i4@meridiangate.test')!;
    await setStaffDisabled(admin, invited.id, true);
    await setStaffDisabled(admin, invited.id, false);
    expect(await openInvite(tokenOf(link))).toBeUndefined();
    expect(await acceptInvite(tokenOf(link), password)).toEqual({ outcome: 'invalid' });
  });
});

describe('a new password', { timeout: 120_000 }, () => {
  it('is refused, with the reason, when it is common or a pattern, before the link is spent', async () => {
    const { link } = await inviteStaff(admin, { email: 'weak@meridiangate.test', role: 'admin' });
    await expect(acceptInvite(tokenOf(link), 'aaaaaaaaaaaa')).rejects.toThrow(/too easy to guess/);
    await expect(acceptInvite(tokenOf(link), 'weak@meridiangate')).rejects.toThrow(
      /too easy to guess/,
    );
    expect(await acceptInvite(tokenOf(link), password)).toEqual({
      outcome: 'done',
      email: 'weak@meridiangate.test',
    });
  });

  it('and an unknown expert are refused by the staff CLI', async () => {
    const answer = (commandLine: string) =>
      operator(`${commandLine} 2>&1`).then(
        (stdout) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const weak = await answer(
      "printf '%s' 123456789012 | npm run -s staff -- add cli1@meridiangate.test --role admin --password-stdin",
    );
    expect(weak.code).toBe(2);
    expect(weak.stdout).toMatch(/too easy to guess/);
    const ghost = await answer(
      `printf '%s' '${password}' | npm run -s staff -- add cli2@meridiangate.test --role sales --agent nobody-at-all --password-stdin`,
    );
    expect(ghost.code).toBe(2);
    expect(ghost.stdout).toMatch(/no agent "nobody-at-all"/);
    expect((await listStaff()).map((member) => member.email)).not.toContain(
      'cli2@meridiangate.test',
    );
  });
});

describe('changing an account', { timeout: 60_000 }, () => {
  it('changes a role at once and refuses the admin’s own account', async () => {
    const { id } = await addStaffAccount({
      email: 'm@meridiangate.test',
      role: 'marketing',
      password,
    });
    const signedIn = await signInStaff('m@meridiangate.test', password, from('192.0.2.20'));
    if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
    const browser = browserOf(signedIn.headers);
    expect(await authorize('leads.work', browser)).toMatchObject({ granted: false });

    await expect(changeStaffRole(admin, id, 'sales', undefined)).rejects.toThrow(
      StaffChangeRefused,
    );
    await changeStaffRole(admin, id, 'sales', 'dmitri-volkov');
    expect(await authorize('leads.work', browser)).toMatchObject({
      granted: true,
      staff: { role: 'sales', agentId: 'dmitri-volkov' },
    });
    await expect(changeStaffRole(admin, admin.id, 'marketing', undefined)).rejects.toThrow(
      StaffChangeRefused,
    );
    await expect(setStaffDisabled(admin, admin.id, true)).rejects.toThrow(StaffChangeRefused);
  });

  it('disabling ends the account’s sessions at once; enabling lets it sign in again', async () => {
    const { id } = await addStaffAccount({ email: 'd@meridiangate.test', role: 'admin', password });
    const signedIn = await signInStaff('d@meridiangate.test', password, from('192.0.2.30'));
    if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
    const browser = browserOf(signedIn.headers);
    expect(await authorize('staff.manage', browser)).toMatchObject({ granted: true });

    await setStaffDisabled(admin, id, true);
    expect(await authorize('staff.manage', browser)).toEqual({
      granted: false,
      reason: 'anonymous',
    });
    expect((await signInStaff('d@meridiangate.test', password, from('192.0.2.31'))).outcome).toBe(
      'refused',
    );
    expect((await listStaff()).find((member) => member.id === id)?.status).toBe('disabled');
    await setStaffDisabled(admin, id, false);
    expect((await signInStaff('d@meridiangate.test', password, from('192.0.2.32'))).outcome).toBe(
      'signed-in',
    );
  });
});

describe('the audit log', () => {
  it('holds every staff action, newest first, paged by cursor', async () => {
    const first = await auditPage(undefined);
    const actions = first.entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.add',
        'staff.invite',
        'staff.invite.accept',
        'staff.role',
        'staff.disable',
        'staff.enable',
      ]),
    );
    expect(actions[0]).toBe('staff.enable');
    const times = first.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const db = await getLeadStore();
    await db
      .insertInto('staff_audit')
      .values(
        Array.from({ length: auditPageSize }, (_, index) => ({
          id: `old-${String(index).padStart(3, '0')}`,
          at: new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString(),
          actor_id: null,
          actor_email: 'cli',
          action: 'staff.add',
          lead_id: null,
          detail: '{}',
        })),
      )
      .execute();
    const pages = [await auditPage(undefined)];
    while (pages.at(-1)!.next) pages.push(await auditPage(pages.at(-1)!.next));
    const ids = pages.flatMap((page) => page.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(first.entries.length + auditPageSize);
    expect(ids.at(-1)).toBe('old-000');
  });
});
