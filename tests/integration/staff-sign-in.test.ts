import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffAuth } from '@/lib/server/admin/auth';
import { authorize } from '@/lib/server/admin/guard';
import { signInStaff, verifyStaffTotp } from '@/lib/server/admin/sign-in';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { setStaffDisabled } from '@/lib/server/admin/staff-directory';
import type { Staff } from '@/lib/server/admin/roles';
import { getLeadStore } from '@/lib/server/database/connection';
import { provideTestStore } from './support/lead-service';

/**
 * docs/design.md §12, as an attacker tried it: the throttle raced by parallel tries and turned
 * against the owner, a TOTP code used twice, a disabled account told apart by its timing, a session
 * that outlived its 12 hours, session tokens readable in the database, admins without a second factor.
 */
provideTestStore();

const password = 'a long enough password';
const from = (address: string, cookie = '') =>
  new Headers({ 'x-meridian-peer-address': address, ...(cookie ? { cookie } : {}) });

/** The Cookie header of a browser holding what the answer set. */
const cookiesOf = (answer: Headers) =>
  answer
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

let admin: Staff;

beforeAll(async () => {
  const { id } = await addStaffAccount({
    email: 'root@meridiangate.test',
    role: 'admin',
    password,
  });
  admin = { id, email: 'root@meridiangate.test', name: 'root', role: 'admin', agentId: null };
  // marketing@ and sales@ meet the throttle; reader@ and seller@ only sign in.
  for (const [name, role] of [
    ['marketing', 'marketing'],
    ['sales', 'sales'],
    ['reader', 'marketing'],
    ['seller', 'sales'],
  ] as const)
    await addStaffAccount({
      email: `${name}@meridiangate.test`,
      role,
      agentId: role === 'sales' ? 'layla-haddad' : undefined,
      password,
    });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete process.env.STAFF_TWO_FACTOR;
});

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const letter of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(letter);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238's code for `key` at `now`, as an authenticator app shows it. */
function totpCode(key: Buffer, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Turns TOTP on for the account as its account page does; answers the authenticator's key. */
async function enrol(email: string, address: string): Promise<Buffer> {
  const signedIn = await signInStaff(email, password, from(address));
  if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
  const browser = from(address, cookiesOf(signedIn.headers));
  const auth = await staffAuth();
  const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: browser });
  if (enabled.method !== 'totp') throw new Error(enabled.method);
  const key = base32Bytes(new URL(enabled.totpURI).searchParams.get('secret')!);
  await auth.api.verifyTOTP({ body: { code: totpCode(key) }, headers: browser });
  return key;
}

describe('the sign-in throttle', { timeout: 120_000 }, () => {
  it('lets at most 10 of 25 parallel wrong passwords reach the hash', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        signInStaff('marketing@meridiangate.test', `wrong password ${index}`, from('192.0.2.50')),
      ),
    );
    const refused = outcomes.filter((answer) => answer.outcome === 'refused').length;
    expect(refused).toBe(10);
    expect(outcomes.filter((answer) => answer.outcome === 'throttled')).toHaveLength(15);
  });

  it('cannot lock the owner out of a browser that signed in before', async () => {
    const first = await signInStaff('sales@meridiangate.test', password, from('192.0.2.60'));
    if (first.outcome !== 'signed-in') throw new Error(first.outcome);
    const device = `${first.device.name}=${first.device.value}`;
    // Someone else's wrong passwords, from many addresses: the account is throttled elsewhere.
    for (let index = 0; index < 12; index++)
      await signInStaff(
        'sales@meridiangate.test',
        'not the password!',
        from(`198.51.100.${index}`),
      );
    expect(
      (await signInStaff('sales@meridiangate.test', password, from('192.0.2.61'))).outcome,
    ).toBe('throttled');
    // The owner's browser still gets in, and its own tries are limited on their own.
    expect(
      (await signInStaff('sales@meridiangate.test', password, from('192.0.2.61', device))).outcome,
    ).toBe('signed-in');
    // A device cookie for another account, or forged, is no way round the limit.
    const forged = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(
      (await signInStaff('sales@meridiangate.test', password, from('192.0.2.62', forged))).outcome,
    ).toBe('throttled');
  });

  it('spends a hash on a disabled account, as on any other refusal', async () => {
    const { id } = await addStaffAccount({
      email: 'gone@meridiangate.test',
      role: 'sales',
      agentId: 'layla-haddad',
      password,
    });
    await setStaffDisabled(admin, id, true);
    const context = await (await staffAuth()).$context;
    const hash = vi.spyOn(context.password, 'hash');
    const verify = vi.spyOn(context.password, 'verify');
    expect(
      (await signInStaff('gone@meridiangate.test', password, from('192.0.2.70'))).outcome,
    ).toBe('refused');
    expect(hash.mock.calls.length + verify.mock.calls.length).toBe(1);
  });
});

describe('the second factor', { timeout: 120_000 }, () => {
  it('takes a TOTP code once', async () => {
    const key = await enrol('root@meridiangate.test', '192.0.2.80');
    const challenge = async () => {
      const answer = await signInStaff('root@meridiangate.test', password, from('192.0.2.81'));
      expect(answer.outcome).toBe('two-factor');
      if (answer.outcome !== 'two-factor') throw new Error(answer.outcome);
      return from('192.0.2.81', cookiesOf(answer.headers));
    };
    const code = totpCode(key);
    expect((await verifyStaffTotp(code, await challenge())).outcome).toBe('signed-in');
    expect((await verifyStaffTotp(code, await challenge())).outcome).toBe('refused');
    // Two at once with one code: one session, not two.
    const [one, two] = await Promise.all([challenge(), challenge()]);
    const next = totpCode(key, Date.now() + 30_000);
    const both = await Promise.all([verifyStaffTotp(next, one), verifyStaffTotp(next, two)]);
    expect(both.filter((answer) => answer.outcome === 'signed-in').length).toBeLessThanOrEqual(1);
  });

  it('is required of admins (STAFF_TWO_FACTOR=admins, the default): their account page first', async () => {
    const { id } = await addStaffAccount({
      email: 'new-admin@meridiangate.test',
      role: 'admin',
      password,
    });
    expect(id).toBeTruthy();
    const signedIn = await signInStaff('new-admin@meridiangate.test', password, from('192.0.2.90'));
    if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
    const browser = from('192.0.2.90', cookiesOf(signedIn.headers));
    expect(await authorize('leads.read', browser)).toEqual({ granted: false, reason: 'enrol' });
    expect(await authorize('staff.manage', browser)).toEqual({ granted: false, reason: 'enrol' });
    expect(await authorize('account.self', browser)).toMatchObject({ granted: true });
    // Marketing is not asked by default, everyone is with `all`, nobody with `optional`.
    const marketing = await signInStaff('reader@meridiangate.test', password, from('192.0.2.91'));
    if (marketing.outcome !== 'signed-in') throw new Error(marketing.outcome);
    const marketer = from('192.0.2.91', cookiesOf(marketing.headers));
    expect(await authorize('leads.read', marketer)).toMatchObject({ granted: true });
    process.env.STAFF_TWO_FACTOR = 'all';
    expect(await authorize('leads.read', marketer)).toEqual({ granted: false, reason: 'enrol' });
    process.env.STAFF_TWO_FACTOR = 'optional';
    expect(await authorize('staff.manage', browser)).toMatchObject({ granted: true });
  });
});

describe('a session', { timeout: 60_000 }, () => {
  it('ends 12 hours after the sign-in, cookie and row alike', async () => {
    process.env.STAFF_TWO_FACTOR = 'optional';
    const signedIn = await signInStaff('seller@meridiangate.test', password, from('192.0.2.100'));
    if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('staff.session_token='))!;
    expect(sessionCookie).toMatch(/Max-Age=43200/i);
    const browser = from('192.0.2.100', cookiesOf(signedIn.headers));
    expect(await authorize('leads.read', browser)).toMatchObject({ granted: true });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 60_000);
    expect(await authorize('leads.read', browser)).toMatchObject({ granted: true });
    // Used an hour before its end, it is not extended: 13 hours after the sign-in it is over.
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    expect(await authorize('leads.read', browser)).toEqual({
      granted: false,
      reason: 'anonymous',
    });
  });

  it('is stored as a hash of its token', async () => {
    process.env.STAFF_TWO_FACTOR = 'optional';
    const signedIn = await signInStaff('seller@meridiangate.test', password, from('192.0.2.110'));
    if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
    const cookie = cookiesOf(signedIn.headers);
    const token = decodeURIComponent(/staff\.session_token=([^;]+)/.exec(cookie)![1]!).split(
      '.',
    )[0]!;
    expect(token.length).toBeGreaterThan(20);
    const db = await getLeadStore();
    const rows = await db.selectFrom('staff_session').select('token').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The cookie still opens the session, and signing out still ends it.
    const browser = from('192.0.2.110', cookie);
    expect(await authorize('leads.read', browser)).toMatchObject({ granted: true });
    await (await staffAuth()).api.signOut({ headers: browser });
    expect(await authorize('leads.read', browser)).toEqual({ granted: false, reason: 'anonymous' });
  });
});
