import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { staffAuth, staffSessionSeconds } from './auth';
import { isStaffRole, may, type Permission, type Staff } from './roles';
import { twoFactorRequired } from './two-factor-policy';

export type Authorization =
  | { granted: true; staff: Staff }
  /** enrol: the role must sign in with a second factor and the account has none yet */
  | { granted: false; reason: 'anonymous' | 'forbidden' | 'enrol' };

type SignedIn = { staff: Staff; twoFactorEnabled: boolean };

async function signedIn(requestHeaders?: Headers): Promise<SignedIn | undefined> {
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers: requestHeaders ?? (await headers()) });
  if (!session) return undefined;
  // 12 hours from the sign-in, whatever the row's expiry says (a row from before, a clock moved).
  const began = new Date(session.session.createdAt).getTime();
  if (!(Date.now() - began < staffSessionSeconds * 1000)) return undefined;
  const { id, email, name, role, agentId, disabledAt, twoFactorEnabled } = session.user;
  if (disabledAt || !isStaffRole(role)) return undefined;
  return {
    staff: { id, email, name, role, agentId: agentId ?? null },
    twoFactorEnabled: Boolean(twoFactorEnabled),
  };
}

/** The signed-in member of staff, from the server-side session; disabled accounts have none. */
export async function currentStaff(requestHeaders?: Headers): Promise<Staff | undefined> {
  return (await signedIn(requestHeaders))?.staff;
}

/**
 * THE role check of the back office (CONVENTIONS.md, docs/design.md §12): every page, server
 * action and route asks it before reading or changing anything.
 */
export async function authorize(
  permission: Permission,
  requestHeaders?: Headers,
): Promise<Authorization> {
  const session = await signedIn(requestHeaders);
  if (!session) return { granted: false, reason: 'anonymous' };
  const { staff } = session;
  if (!may(staff.role, permission)) return { granted: false, reason: 'forbidden' };
  // STAFF_TWO_FACTOR: until the account turns TOTP on, only its account page opens.
  if (permission !== 'account.self' && !session.twoFactorEnabled && twoFactorRequired(staff.role))
    return { granted: false, reason: 'enrol' };
  return { granted: true, staff };
}

/**
 * authorize() for pages and server actions: no session goes to the sign-in page, a role without
 * the permission gets the 404 page (it learns nothing about what is there).
 */
export async function requireStaff(permission: Permission): Promise<Staff> {
  const authorization = await authorize(permission);
  if (authorization.granted) return authorization.staff;
  if (authorization.reason === 'anonymous') redirect('/admin/sign-in');
  if (authorization.reason === 'enrol') redirect('/admin/account?enrol=1');
  notFound();
}

/** authorize() for route handlers: 401 or 403 with nothing in the body. */
export async function staffForRoute(
  request: Request,
  permission: Permission,
): Promise<Staff | Response> {
  const authorization = await authorize(permission, request.headers);
  if (authorization.granted) return authorization.staff;
  const status = authorization.reason === 'anonymous' ? 401 : 403;
  return new Response(null, { status, headers: { 'Cache-Control': 'private, no-store' } });
}
