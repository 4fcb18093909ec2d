import 'server-only';

/**
 * Tables of the lead service. Timestamps are ISO-8601 UTC strings, which sort and compare the same
 * way in SQLite and PostgreSQL, so one query layer serves both.
 */
export interface LeadDatabase {
  leads: LeadsTable;
  conversions: ConversionsTable;
  chat_starts: ChatStartsTable;
  rate_limit_hits: RateLimitHitsTable;
  agent_assignments: AgentAssignmentsTable;
}

/** Every kind of lead in one table, so an export is one row per lead. */
export interface LeadsTable {
  id: string;
  created_at: string;
  /** request-call | taiwan | spot | questionnaire | sell | partner | career | listing */
  kind: string;
  name: string;
  phone: string;
  email: string | null;
  locale: string;
  full_url: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  clickid: string | null;
  bclickid: string | null;
  /** JSON of what only this kind carries: s1, questionnaire answers, form fields, the CV's name. */
  details: string;
  /** The listing an enquiry is about (`/properties/{slug}`); null for every other kind of lead. */
  listing_slug: string | null;
  /** Path of the stored CV relative to DATA_DIR. */
  cv_file: string | null;
  client_address: string | null;
  user_agent: string | null;
  /** The outbox: pending → delivered, or failed after the retry bound; not-configured without a CRM. */
  forward_status: ForwardStatus;
  forward_attempts: number;
  forward_next_attempt_at: string | null;
  /** Lease of the instance forwarding the lead right now, so two instances never send it together. */
  forward_locked_until: string | null;
  forward_last_error: string | null;
  forwarded_at: string | null;
}

export type ForwardStatus = 'pending' | 'delivered' | 'failed' | 'not-configured';

export interface ConversionsTable {
  id: string;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  locale: string | null;
  full_url: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  clickid: string | null;
  bclickid: string | null;
  client_address: string | null;
  /** sent | failed | not-configured */
  postback_status: string;
}

export interface ChatStartsTable {
  id: string;
  created_at: string;
  locale: string | null;
  full_url: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  clickid: string | null;
  bclickid: string | null;
  client_address: string | null;
}

/** Fixed one-minute windows per visitor address, shared by every instance that uses the database. */
export interface RateLimitHitsTable {
  client_key: string;
  /** Minutes since the epoch. */
  window_start: number;
  hits: number;
}

export interface AgentAssignmentsTable {
  agent_id: string;
  assigned_count: number;
  last_assigned_at: string;
}
