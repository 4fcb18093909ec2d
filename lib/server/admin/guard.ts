import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { staffAuth } from './auth';
import { isStaffRole, may, type Permission, type Staff } from './roles';

export type Authorization =
  { granted: true; staff: Staff } | { granted: false; reason: 'anonymous' | 'forbidden' };

/** The signed-in member of staff, from the server-side session; disabled accounts have none. */
export async function currentStaff(requestHeaders?: Headers): Promise<Staff | undefined> {
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers: requestHeaders ?? (await headers()) });
  if (!session) return undefined;
  const { id, email, name, role, agentId, disabledAt } = session.user;
  if (disabledAt || !isStaffRole(role)) return undefined;
  return { id, email, name, role, agentId: agentId ?? null };
}

/**
 * THE role check of the back office (CONVENTIONS.md, docs/design.md §12): every page, server
 * action and route asks it before reading or changing anything.
 */
export async function authorize(
  permission: Permission,
  requestHeaders?: Headers,
): Promise<Authorization> {
  const staff = await currentStaff(requestHeaders);
  if (!staff) return { granted: false, reason: 'anonymous' };
  if (!may(staff.role, permission)) return { granted: false, reason: 'forbidden' };
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
