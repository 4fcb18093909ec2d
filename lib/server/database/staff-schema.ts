import 'server-only';

// The staff accounts' tables (docs/design.md §12), gathered in back-office-schema.ts.

/**
 * better-auth's tables (docs/design.md §12), read here only for what the library does not answer:
 * the staff list and the role. Dates are Date on PostgreSQL and ISO text on SQLite, as it writes them.
 */
export interface StaffUserTable {
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
  /** ISO text on both dialects: written by the sign-in, not by better-auth. */
  lastSignInAt: string | null;
}

export interface StaffAccountTable {
  id: string;
  userId: string;
  /** `credential`: the account has a password (an invited account has none until it sets one). */
  providerId: string;
}

/** better-auth's one-time values; the staff invitations keep a hash of their token here. */
export interface StaffVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
}

export interface StaffSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  /** The sign-in's address and browser: blanked after RETENTION_LOG_DAYS (lib/server/privacy). */
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Failed sign-in tries per key (`address:…`, `account:…`, `device:…`) and 10-minute window, counted
 * by one upsert before the password is hashed (lib/server/admin/sign-in.ts).
 */
export interface StaffSignInCountsTable {
  throttle_key: string;
  window_start: number;
  hits: number;
}

/** The last TOTP code each account signed in with, and its 30-second step: a code works once. */
export interface StaffTotpUsedTable {
  user_id: string;
  code: string;
  step: number;
}

/** Every staff action, who and when (docs/design.md §12). */
export interface StaffAuditTable {
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
