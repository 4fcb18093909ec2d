import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isRefusal } from './auth-errors';
import { sql, type Transaction } from 'kysely';
import { site } from '@/lib/site';
import { clientAddress, rateLimitKey } from '../client-address';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { staffAuth } from './auth';
import { authSecret } from './auth-secret';
import { sessionTokenHash } from './hashed-sessions';
import { noteSignIn } from './staff-directory';

/** docs/design.md §12: ≤ 10 failed tries in 10 minutes per address and per account (or device). */
export const signInThrottle = { tries: 10, windowMs: 10 * 60_000 } as const;

/** The cookie a browser gets after a complete sign-in: it names the account, signed, for 90 days. */
const knownDeviceCookie = 'staff_known_device';
const knownDeviceDays = 90;

export type KnownDevice = { name: string; value: string; maxAgeSeconds: number };

export type SignInOutcome =
  | { outcome: 'signed-in'; headers: Headers; device: KnownDevice }
  | { outcome: 'two-factor'; headers: Headers }
  /** unknown e-mail, wrong password and disabled account alike */
  | { outcome: 'refused' }
  | { outcome: 'throttled' };

/**
 * Signs a member of staff in with e-mail and password. Each try is counted first, one upsert a key
 * in one transaction (instances sharing the database share the limit; parallel tries cannot
 * slip between a read and a write), and a try over the limit is answered before any hashing. A
 * right password takes its count back, so an office behind one address can sign its whole team in.
 *
 * The per-account limit cannot lock the owner out: a browser holding the account's known-device
 * cookie (set by a complete sign-in, second factor included) is counted per device instead, so
 * ten wrong passwords from elsewhere stop guessing from elsewhere, not the owner's own browser.
 */
export async function signInStaff(
  emailInput: string,
  password: string,
  requestHeaders: Headers,
  now = Date.now(),
): Promise<SignInOutcome> {
  const email = emailInput.trim().toLowerCase().slice(0, 320);
  const address = rateLimitKey(
    clientAddress(new Request('http://staff/', { headers: requestHeaders })),
  );
  const device = knownDeviceOf(requestHeaders, email, now);
  const keys = [`address:${address}`, device ? `device:${device}` : `account:${email}`];
  const counts = await countTry(keys, now);
  if (counts.some((hits) => hits > signInThrottle.tries)) return { outcome: 'throttled' };
  const outcome = await checkPassword(email, password, requestHeaders);
  if (outcome.outcome !== 'refused') await takeBack(keys, now);
  if (outcome.outcome === 'signed-in') return { ...outcome, device: knownDevice(email, now) };
  return outcome;
}

async function checkPassword(
  email: string,
  password: string,
  requestHeaders: Headers,
): Promise<
  | { outcome: 'signed-in'; headers: Headers }
  | { outcome: 'two-factor'; headers: Headers }
  | { outcome: 'refused' }
> {
  const db = await getLeadStore();
  const auth = await staffAuth();
  const user = await db
    .selectFrom('staff_user')
    .select('disabledAt')
    .where('email', '=', email)
    .executeTakeFirst();
  if (user?.disabledAt) {
    // As long as any other refusal: the timing must not tell a disabled account apart.
    await (await auth.$context).password.hash(password);
    return { outcome: 'refused' };
  }
  try {
    // rememberMe: the session and its cookie last session.expiresIn (12 h); without it, better-auth
    // keeps the row for a day whatever expiresIn says.
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response && response.twoFactorRedirect)
      return { outcome: 'two-factor', headers };
    await noteSignIn(response.user.id);
    return { outcome: 'signed-in', headers };
  } catch (error) {
    if (isRefusal(error)) return { outcome: 'refused' };
    throw error;
  }
}

const windowOf = (now: number) => Math.floor(now / signInThrottle.windowMs);

/** Counts one try for each key in the current window and answers each key's count, atomically. */
async function countTry(keys: string[], now: number): Promise<number[]> {
  const db = await getLeadStore();
  const windowStart = windowOf(now);
  const hitsByKey: number[] = [];
  // One transaction, keys in one order: a try's counts agree across keys (PostgreSQL included).
  const counts = await db.transaction().execute(async (trx) => {
    for (const key of keys) hitsByKey.push(await countOne(trx, key, windowStart));
    return hitsByKey;
  });
  // Old windows count for nothing: the first try of a window sometimes sweeps them.
  if (counts[0] === 1 && Math.random() < 0.1)
    await db.deleteFrom('staff_sign_in_counts').where('window_start', '<', windowStart).execute();
  return counts;
}

async function countOne(trx: Transaction<LeadDatabase>, key: string, windowStart: number) {
  const { hits } = await trx
    .insertInto('staff_sign_in_counts')
    .values({ throttle_key: key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['throttle_key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`staff_sign_in_counts.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(hits);
}

/** Only failures count: a try whose password was right takes its count back. */
async function takeBack(keys: string[], now: number): Promise<void> {
  const db = await getLeadStore();
  await db
    .updateTable('staff_sign_in_counts')
    .set({ hits: sql<number>`hits - 1` })
    .where('throttle_key', 'in', keys)
    .where('window_start', '=', windowOf(now))
    .where('hits', '>', 0)
    .execute();
}

const accountTag = (email: string) =>
  createHash('sha256').update(`staff-account|${email}`).digest('base64url').slice(0, 22);
const deviceMac = (tag: string, expires: number) =>
  createHmac('sha256', authSecret()).update(`known-device|${tag}|${expires}`).digest('base64url');

function knownDevice(email: string, now: number): KnownDevice {
  const maxAgeSeconds = knownDeviceDays * 24 * 60 * 60;
  const expires = now + maxAgeSeconds * 1000;
  const tag = accountTag(email);
  return {
    name: knownDeviceCookie,
    value: `${tag}.${expires}.${deviceMac(tag, expires)}`,
    maxAgeSeconds,
  };
}

/** The device's id when the request holds this account's valid known-device cookie. */
function knownDeviceOf(requestHeaders: Headers, email: string, now: number): string | undefined {
  const cookies = requestHeaders.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== knownDeviceCookie || !value) continue;
    const [tag, expiresText, mac] = value.split('.');
    const expires = Number(expiresText);
    if (tag !== accountTag(email) || !mac || !(expires > now)) continue;
    const expected = Buffer.from(deviceMac(tag, expires));
    const given = Buffer.from(mac);
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return mac.slice(0, 22);
  }
  return undefined;
}

/** The known-device cookie's attributes, for the server action that sets it. */
export const knownDeviceCookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  secure: site.url.startsWith('https://'),
  path: '/admin',
} as const;

export type TwoFactorOutcome =
  { outcome: 'signed-in'; device: KnownDevice } | { outcome: 'refused' };

/**
 * The second step of a sign-in: better-auth's two-factor cookie names the account, its TOTP
 * plugin checks the code (5 tries per challenge, a lock after 10 failures in a row). A code works
 * once: the account's last code and its step are kept, and the same code again within the steps it
 * could verify in (±1 around its own) is refused, even from two requests at once.
 */
export async function verifyStaffTotp(
  codeInput: string,
  requestHeaders: Headers,
  now = Date.now(),
): Promise<TwoFactorOutcome> {
  const code = codeInput.replace(/\s/g, '').slice(0, 10);
  const auth = await staffAuth();
  let verified;
  try {
    verified = await auth.api.verifyTOTP({ body: { code }, headers: requestHeaders });
  } catch (error) {
    if (isRefusal(error)) return { outcome: 'refused' };
    throw error;
  }
  const { user, token } = verified;
  if (!(await claimTotpCode(user.id, code, now))) {
    // The same code, used already: the session just made is ended before anyone can use it.
    const db = await getLeadStore();
    await db.deleteFrom('staff_session').where('token', '=', sessionTokenHash(token)).execute();
    return { outcome: 'refused' };
  }
  await noteSignIn(user.id);
  return { outcome: 'signed-in', device: knownDevice(user.email, now) };
}

const totpStep = (now: number) => Math.floor(now / 30_000);

/** Keeps `code` as the account's last; false when it is the last one and could still verify. */
async function claimTotpCode(userId: string, code: string, now: number): Promise<boolean> {
  const db = await getLeadStore();
  const step = totpStep(now);
  const claimed = await db
    .insertInto('staff_totp_used')
    .values({ user_id: userId, code, step })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ code, step })
        // A code verifies in the step before and after its own: the same code within 2 steps is
        // the same code used again.
        .where((eb) =>
          eb.or([
            eb('staff_totp_used.code', '!=', code),
            eb('staff_totp_used.step', '<', step - 2),
          ]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Ends the session on the server: the cookie that named it opens nothing any more. */
export async function signOutStaff(requestHeaders: Headers): Promise<void> {
  const auth = await staffAuth();
  await auth.api.signOut({ headers: requestHeaders });
}
