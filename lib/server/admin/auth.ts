import 'server-only';
import { kyselyAdapter } from '@better-auth/kysely-adapter';
import { betterAuth } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { site } from '@/lib/site';
import { getLeadStore, storeDialect } from '../database/connection';
import { authSecret } from './auth-secret';
import { withHashedSessionTokens } from './hashed-sessions';

/** docs/design.md §12: a session lasts 12 hours from its sign-in, used or not (not sliding). */
export const staffSessionSeconds = 60 * 60 * 12;

function createStaffAuth(db: Awaited<ReturnType<typeof getLeadStore>>) {
  return betterAuth({
    appName: site.name,
    baseURL: site.url,
    secret: authSecret(),
    // The project's own store: its migration made these tables (2026-11-25-008-back-office). The
    // sessions' tokens are kept as hashes (hashed-sessions.ts).
    database: withHashedSessionTokens(kyselyAdapter(db, { type: storeDialect() })),
    telemetry: { enabled: false },
    user: {
      modelName: 'staff_user',
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        agentId: { type: 'string', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      modelName: 'staff_session',
      // Every sign-in asks rememberMe, so the row and the cookie's Max-Age both say 12 hours; a
      // session is never extended (no refresh), and guard.ts also ends it 12 hours after it began.
      expiresIn: staffSessionSeconds,
      disableSessionRefresh: true,
      // Every request reads the session row, so signing out (or being disabled) ends it at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification' },
    // No public sign-up: accounts come from `npm run staff -- add` and the staff page's invitations.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
    },
    // The throttle is ours, per address and per account in the database (sign-in-throttle.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: site.url.startsWith('https://'),
      cookiePrefix: 'staff',
      // No better-auth HTTP handler is mounted: it is only called from server actions, which Next
      // already refuses from another origin.
      disableCSRFCheck: true,
    },
    plugins: [
      twoFactor({ issuer: site.name, twoFactorTable: 'staff_two_factor' }),
      // Lets server actions set the cookies better-auth answers with.
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const authSlot = Symbol.for('meridian-gate.staff-auth');
const slots = globalThis as typeof globalThis & {
  [authSlot]?: { db: unknown; auth: StaffAuth };
};

/** better-auth over the lead store, one per open store (tests reopen stores). */
export async function staffAuth(): Promise<StaffAuth> {
  const db = await getLeadStore();
  const open = slots[authSlot];
  if (open?.db === db) return open.auth;
  const auth = createStaffAuth(db);
  slots[authSlot] = { db, auth };
  return auth;
}
