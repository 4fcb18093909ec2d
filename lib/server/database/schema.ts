import 'server-only';
import type { Generated } from 'kysely';
import type { AvailabilityTables } from './availability-schema';
import type { BackOfficeTables } from './back-office-schema';
import type { PrivacyTables } from './privacy-schema';

/**
 * Tables of the lead service. Timestamps are ISO-8601 UTC strings, which sort and compare the same
 * way in SQLite and PostgreSQL, so one query layer serves both.
 */
export interface LeadDatabase extends BackOfficeTables, AvailabilityTables, PrivacyTables {
  leads: LeadsTable & LeadWorkColumns;
  conversions: ConversionsTable;
  chat_starts: ChatStartsTable;
  rate_limit_hits: RateLimitHitsTable;
  agent_assignments: AgentAssignmentsTable;
  bookings: BookingsTable;
  payment_events: PaymentEventsTable;
  mail_outbox: MailOutboxTable;
}

/** The campaign token (docs/design.md §4), kept with every lead, conversion and chat start. */
interface TrackingColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  clickid: string | null;
  bclickid: string | null;
}

/** Every kind of lead in one table, so an export is one row per lead. */
export interface LeadsTable extends TrackingColumns {
  id: string;
  created_at: string;
  /** request-call | taiwan | spot | questionnaire | sell | partner | career | listing */
  kind: string;
  name: string;
  phone: string;
  email: string | null;
  locale: string;
  full_url: string;
  /** `full_url` without its query string: the campaigns view groups by it (lead-row.ts). */
  landing_page: string | null;
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
  /** Bumped when a forwarded lead changes (paid, scheduled), so the CRM gets the update once. */
  forward_revision: number;
  /** Spot leads: awaiting | processing | paid | failed | canceled | refunded | partially-refunded | unpaid. */
  payment_status: string | null;
  payment_intent_id: string | null;
  /** In the currency's minor units (fils for AED), as Stripe counts. */
  payment_amount: number | null;
  payment_currency: string | null;
  /** SHA-256 of the PaymentIntent's client secret: the /success page proves it holds the secret. */
  payment_secret_hash: string | null;
  /** Before issue 22: a reservation found by its visitor's details; no longer written (NULL). */
  reservation_key: string | null;
  /** Why the bot trap held the lead (`honeypot` | `fast-fill`); kept after release as history. */
  quarantine_reason: string | null;
  released_at: string | null;
  /** The browser's Idempotency-Key: a re-sent submission finds its lead instead of adding one. */
  idempotency_key: string | null;
  /** The endpoint and body the key came with (issue 22): another request with it is refused. */
  idempotency_fingerprint: string | null;
  /** The agent the lead went to; `agent_assignments` counts these. */
  agent_id: string | null;
  /** The visitor's IANA zone as the spot wizard sent it, for the e-mails (docs/design.md §11). */
  time_zone: string | null;
  /** SHA-256 (base64url) of the club booking's manage token; the token itself is only mailed. */
  manage_token_hash: string | null;
  /** The club call: booked | moved | cancelled; null before one is chosen. */
  call_status: string | null;
  /** Bumped by every move or cancellation: the .ics SEQUENCE and the mail's revision. */
  call_sequence: number;
  /** The privacy notice's version the form stated (lib/privacy/notice.ts); null before it did. */
  notice_version: string | null;
  /** When the lead was sent under that notice. */
  notice_at: string | null;
  /** The optional marketing box: 1 ticked, 0 not; null where the form has none (careers). */
  marketing_consent: number | null;
}

/** The back office's columns of a lead (docs/design.md §12), set by staff, never by the visitor. */
interface LeadWorkColumns {
  /** The sales pipeline: new | contacted | qualified | won | lost. */
  work_status: Generated<string>;
  /** Why a lead was lost (or won). */
  work_status_reason: Generated<string | null>;
  /** The club call's Dubai slot, `YYYY-MM-DD HH:mm`, kept when cancelled: the calls page's index. */
  call_slot: Generated<string | null>;
  /** The next action's due time (UTC ISO), what it is and the staff id whose it is. */
  next_action_at: Generated<string | null>;
  next_action_text: Generated<string | null>;
  next_action_owner: Generated<string | null>;
  /** Bumped by every change of the next action: its due mail's revision. */
  next_action_revision: Generated<number>;
  /** The first tap on Call or WhatsApp, and the seconds from the lead's arrival to it. */
  first_contact_at: Generated<string | null>;
  response_seconds: Generated<number | null>;
}

/** `quarantined`: held by the bot trap, forwarded nowhere until an operator releases it. */
export type ForwardStatus =
  | 'pending'
  | 'delivered'
  | 'failed'
  | 'not-configured'
  | 'quarantined'
  /** A payment record kept, anonymised, after its person was erased (docs/design.md §15). */
  | 'erased';

interface ConversionsTable extends TrackingColumns {
  id: string;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  locale: string | null;
  full_url: string;
  client_address: string | null;
  /** sent | failed | not-configured | held (its lead is in quarantine) */
  postback_status: string;
  /** The stored lead this conversion reports; unique, so a postback fires at most once per lead. */
  lead_id: string | null;
}

interface ChatStartsTable extends TrackingColumns {
  id: string;
  created_at: string;
  locale: string | null;
  full_url: string | null;
  client_address: string | null;
}

/** Fixed one-minute windows per visitor address, shared by every instance that uses the database. */
interface RateLimitHitsTable {
  client_key: string;
  /** Minutes since the epoch. */
  window_start: number;
  hits: number;
}

/**
 * Per expert, the leads whose `agent_id` names them and the newest one's `created_at`, so the
 * assignment reads one row per expert instead of counting past leads (docs/design.md §13). Kept by
 * triggers on `leads` (migration `2026-11-25-005-scale`) in the statement that writes the lead; a lead
 * moved away leaves the expert's `last_assigned_at` as it was (it only breaks ties).
 */
interface AgentAssignmentsTable {
  agent_id: string;
  assigned_count: number;
  last_assigned_at: string;
}

/** One expert, one slot, one booking (UNIQUE agent_id, slot); one booking per lead (its key). */
interface BookingsTable {
  lead_id: string;
  agent_id: string;
  /** Dubai wall-clock time, `YYYY-MM-DD HH:mm`. */
  slot: string;
  created_at: string;
  /**
   * With Stripe: until when an unpaid reservation holds the slot while its payment is in
   * progress; NULL once paid (or without Stripe). A lapsed hold frees the slot (issue 22).
   */
  held_until: string | null;
}

/** Stripe events already applied, so a redelivered event changes nothing twice. */
interface PaymentEventsTable {
  event_id: string;
  type: string;
  lead_id: string | null;
  received_at: string;
}

/**
 * The mail outbox (docs/design.md §10): each message is composed and stored in the transaction of
 * its cause, then sent by a worker with a lease, like the CRM outbox. One row per (lead, kind,
 * revision, recipient): the unique index turns a repeated cause into nothing.
 */
export interface MailOutboxTable {
  id: string;
  /** Null for mail about no lead (the back office's invitations). */
  lead_id: string | null;
  /** staff-lead | booking-investor | booking-expert | choose-call | reminder-24h | … */
  kind: string;
  revision: number;
  recipient: string;
  /** Staff mail about a lead answers to the lead's address (docs/design.md §10). */
  reply_to: string | null;
  locale: string;
  subject: string;
  /** Empty while `template` waits for the mail worker to render it. */
  html: string;
  text: string;
  /**
   * JSON of a template and its parts, rendered to `html` by the mail worker when it sends
   * (`StoredTemplate`, lib/server/mail/stored-template.ts); null once rendered, and for mail
   * rendered when queued.
   */
  template: string | null;
  /** JSON `MailAttachment[]` (an .ics invitation). */
  attachments: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string | null;
  /** Lease of the instance sending the message right now. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed';
