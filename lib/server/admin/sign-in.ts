import 'server-only';
import { APIError } from 'better-auth/api';
import { clientAddress, rateLimitKey } from '../client-address';
import { getLeadStore } from '../database/connection';
import { staffAuth } from './auth';
import { noteSignIn } from './staff-directory';

/** docs/design.md §12: at most 10 tries in 10 minutes per address and per account. */
const signInThrottle = { tries: 10, windowMs: 10 * 60_000 } as const;

export type SignInOutcome =
  | { outcome: 'signed-in'; headers: Headers }
  | { outcome: 'two-factor'; headers: Headers }
  /** unknown e-mail, wrong password and disabled account alike */
  | { outcome: 'refused' }
  | { outcome: 'throttled' };

/**
 * Signs a member of staff in with e-mail and password. Failed tries are counted in the database,
 * so instances sharing it share the limit; a throttled try is answered before any hashing. Only
 * failures count, so an office behind one address can sign its whole team in.
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
  const keys = [`address:${address}`, `account:${email}`];
  if (await throttled(keys, now)) return { outcome: 'throttled' };
  const outcome = await checkPassword(email, password, requestHeaders);
  if (outcome.outcome === 'refused') await recordFailure(keys, now);
  return outcome;
}

async function checkPassword(
  email: string,
  password: string,
  requestHeaders: Headers,
): Promise<SignInOutcome> {
  const db = await getLeadStore();
  const user = await db
    .selectFrom('staff_user')
    .select('disabledAt')
    .where('email', '=', email)
    .executeTakeFirst();
  if (user?.disabledAt) return { outcome: 'refused' };
  try {
    const auth = await staffAuth();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: false },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response && response.twoFactorRedirect)
      return { outcome: 'two-factor', headers };
    await noteSignIn(response.user.id);
    return { outcome: 'signed-in', headers };
  } catch (error) {
    if (error instanceof APIError) return { outcome: 'refused' };
    throw error;
  }
}

/** Whether any key already failed 10 times in the window (an indexed count of at most 10 rows). */
async function throttled(keys: string[], now: number): Promise<boolean> {
  const db = await getLeadStore();
  const since = new Date(now - signInThrottle.windowMs).toISOString();
  for (const key of keys) {
    const { tries } = await db
      .selectFrom('staff_sign_in_tries')
      .select((eb) => eb.fn.countAll<number>().as('tries'))
      .where('throttle_key', '=', key)
      .where('tried_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(tries) >= signInThrottle.tries) return true;
  }
  return false;
}

async function recordFailure(keys: string[], now: number): Promise<void> {
  const db = await getLeadStore();
  const since = new Date(now - signInThrottle.windowMs).toISOString();
  const triedAt = new Date(now).toISOString();
  await db
    .insertInto('staff_sign_in_tries')
    .values(keys.map((key) => ({ throttle_key: key, tried_at: triedAt })))
    .execute();
  // Tries older than the window count for nothing: each key sweeps its own.
  await db
    .deleteFrom('staff_sign_in_tries')
    .where('throttle_key', 'in', keys)
    .where('tried_at', '<=', since)
    .execute();
}

/** Ends the session on the server: the cookie that named it opens nothing any more. */
export async function signOutStaff(requestHeaders: Headers): Promise<void> {
  const auth = await staffAuth();
  await auth.api.signOut({ headers: requestHeaders });
}
