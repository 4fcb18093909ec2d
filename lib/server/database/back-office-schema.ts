import 'server-only';
import type {
  StaffAccountTable,
  StaffAuditTable,
  StaffSessionTable,
  StaffSignInCountsTable,
  StaffTotpUsedTable,
  StaffUserTable,
  StaffVerificationTable,
} from './staff-schema';

/** The back office's tables (docs/design.md §12), beside the lead service's in schema.ts. */
export interface BackOfficeTables {
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_account: StaffAccountTable;
  staff_verification: StaffVerificationTable;
  staff_sign_in_counts: StaffSignInCountsTable;
  staff_totp_used: StaffTotpUsedTable;
  staff_audit: StaffAuditTable;
  lead_notes: LeadNotesTable;
}

interface LeadNotesTable {
  id: string;
  lead_id: string;
  created_at: string;
  author_email: string;
  body: string;
}
