import 'server-only';

/** The tables of personal data's jobs (docs/design.md §15), part of the lead database. */
export interface PrivacyTables {
  crm_messages: CrmMessagesTable;
  cv_files: CvFilesTable;
  job_leases: JobLeasesTable;
}

/**
 * Messages to the CRM about no stored lead (docs/design.md §15): an erasure names leads that are
 * gone. Sent by the CRM outbox's worker with a lease per message, like the leads themselves.
 */
export interface CrmMessagesTable {
  id: string;
  /** erasure */
  kind: string;
  /** JSON body of the request. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A CV's bytes when the store is PostgreSQL, so every instance reads it (lib/server/cv-upload.ts). */
interface CvFilesTable {
  /** The lead's `cv_file`: `database/{uuid}.{ext}`. */
  ref: string;
  created_at: string;
  bytes: Uint8Array;
}

/** One row per scheduled job: the instance holding the lease runs it (lib/server/privacy/retention.ts). */
interface JobLeasesTable {
  name: string;
  locked_until: string | null;
  last_run_at: string | null;
}
