import type { Access, PayloadRequest, Where } from 'payload';
import { isStaffRole, type StaffRole } from '@/lib/server/admin/roles';

/**
 * Who may do what with the content (docs/content.md). Pure functions of the signed-in member of
 * staff that the back office's session gives Payload (staff-strategy.ts), so the whole matrix is a
 * unit test: `admin` everything; `marketing` listings, articles, events and media; `sales` (and a
 * sales `manager`) read everything and edit only the expert profile linked to their account.
 */
type ContentUser = {
  id: string;
  email: string;
  role: StaffRole;
  /** sales: the agent (expert) this account is */
  agentId: string | null;
};

function staffOf(req: Pick<PayloadRequest, 'user'>): ContentUser | undefined {
  const user = req.user as Partial<ContentUser> | null | undefined;
  if (!user || typeof user.id !== 'string' || !isStaffRole(user.role)) return undefined;
  return {
    id: user.id,
    email: String(user.email ?? ''),
    role: user.role,
    agentId: user.agentId ?? null,
  };
}

/** Any member of staff signed in to the back office. */
export const staffOnly: Access = ({ req }) => staffOf(req) !== undefined;

export const adminOnly: Access = ({ req }) => staffOf(req)?.role === 'admin';

/** Listings, articles, events and media: the people who publish. */
export const publishers: Access = ({ req }) => {
  const role = staffOf(req)?.role;
  return role === 'admin' || role === 'marketing';
};

/**
 * Experts: admin and marketing edit every profile; sales edit only the one linked to their account
 * (by its staff account, or by the agent the account works); the rest cannot.
 */
export const expertEditors: Access = ({ req }) => {
  const staff = staffOf(req);
  if (!staff) return false;
  if (staff.role === 'admin' || staff.role === 'marketing') return true;
  if (staff.role !== 'sales') return false;
  const own: Where[] = [{ staffAccount: { equals: staff.id } }];
  if (staff.agentId) own.push({ agentId: { equals: staff.agentId } });
  return { or: own };
};

/**
 * Published content is public (the pages read it on the server); drafts only for staff. Payload's
 * `_status` is `published` or `draft`.
 */
export const publishedOrStaff: Access = ({ req }) =>
  staffOf(req) ? true : { _status: { equals: 'published' } };

/** A collection with drafts (listings, articles, events): read as above, written by publishers. */
export const publishedCollectionAccess = {
  read: publishedOrStaff,
  create: publishers,
  update: publishers,
  delete: publishers,
  readVersions: publishers,
};

/** The staff mirror: everyone sees their own row, admin every row. Nobody writes it by hand. */
export const ownStaffRow: Access = ({ req }) => {
  const staff = staffOf(req);
  if (!staff) return false;
  return staff.role === 'admin' ? true : { id: { equals: staff.id } };
};

export const nobody: Access = () => false;
