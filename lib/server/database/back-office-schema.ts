import 'server-only';

/** The back office's tables (docs/design.md §12), beside the lead service's in schema.ts. */
export interface BackOfficeTables {
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_sign_in_tries: StaffSignInTriesTable;
  staff_audit: StaffAuditTable;
  lead_notes: LeadNotesTable;
}

/**
 * better-auth's tables (docs/design.md §12), read here only for what the library does not answer:
 * the staff list and the role. Dates are Date on PostgreSQL and ISO text on SQLite, as it writes them.
 */
interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  createdAt: Date | string;
  updatedAt: Date | string;
  twoFactorEnabled: boolean | number | null;
  /** admin | sales | marketing */
  role: string;
  /** A sales account works this agent's leads. */
  agentId: string | null;
  disabledAt: Date | string | null;
}

interface StaffSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
}

/** One row per sign-in try, keyed `address:…` or `account:…`, counted over a sliding window. */
interface StaffSignInTriesTable {
  throttle_key: string;
  tried_at: string;
}

/** Every staff action, who and when (docs/design.md §12). */
interface StaffAuditTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string;
  /** e.g. lead.status, lead.note, lead.reassign, lead.release, staff.add, staff.role, staff.disable */
  action: string;
  lead_id: string | null;
  /** JSON: what changed. */
  detail: string;
}

interface LeadNotesTable {
  id: string;
  lead_id: string;
  created_at: string;
  author_email: string;
  body: string;
}
