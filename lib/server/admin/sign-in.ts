import 'server-only';
import { APIError } from 'better-auth/api';
import { clientAddress, rateLimitKey } from '../client-address';
import { getLeadStore } from '../database/connection';
import { staffAuth } from './auth';

/** docs/design.md §12: at most 10 tries in 10 minutes per address and per account. */
const signInThrottle = { tries: 10, windowMs: 10 * 60_000 } as const;

export type SignInOutcome =
  | { outcome: 'signed-in'; headers: Headers }
  | { outcome: 'two-factor'; headers: Headers }
  /** unknown e-mail, wrong password and disabled account alike */
  | { outcome: 'refused' }
  | { outcome: 'throttled' };

/**
 * Signs a member of staff in with e-mail and password. The tries are counted in the database
 * before the password is checked, so instances sharing it share the limit, and a throttled try
 * costs no hashing.
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
  if (!(await countTry(keys, now))) return { outcome: 'throttled' };

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
    return { outcome: 'signed-in', headers };
  } catch (error) {
    if (error instanceof APIError) return { outcome: 'refused' };
    throw error;
  }
}

/** Records one try under each key; false when any key already had its 10 in the window. */
async function countTry(keys: string[], now: number): Promise<boolean> {
  const db = await getLeadStore();
  const since = new Date(now - signInThrottle.windowMs).toISOString();
  for (const key of keys) {
    const { tries } = await db
      .selectFrom('staff_sign_in_tries')
      .select((eb) => eb.fn.countAll<number>().as('tries'))
      .where('throttle_key', '=', key)
      .where('tried_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(tries) >= signInThrottle.tries) return false;
  }
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
  return true;
}

/** Ends the session on the server: the cookie that named it opens nothing any more. */
export async function signOutStaff(requestHeaders: Headers): Promise<void> {
  const auth = await staffAuth();
  await auth.api.signOut({ headers: requestHeaders });
}
