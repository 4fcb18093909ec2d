import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { recordStaffAction, type AuditActor } from '../admin/audit';
import { dataPath, leadServiceConfig } from '../config';
import { nudgeCrmForwarding } from '../crm/outbox';
import { discardCv, readCv } from '../cv-upload';
import { getLeadStore, storeDialect } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { TarWriter, type TarSink } from './tar';

/**
 * A person's data (docs/design.md §15): everything held about one e-mail address or phone number
 * found, exported as one archive, or erased everywhere. The CLI (scripts/person.ts) and the back
 * office's people page (admins only) both call these; each call is audited with a fingerprint of
 * the address or number, never the value itself, so the audit keeps no copy of what was erased.
 */
export type Person = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** An e-mail address (lower-cased) or a phone number as E.164, national numbers read as the UAE's. */
export function personFrom(input: string): Person | undefined {
  const text = input.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 320
      ? { kind: 'email', value: email }
      : undefined;
  }
  const phone = parsePhoneNumberFromString(text, 'AE');
  return phone?.isValid() ? { kind: 'phone', value: phone.number } : undefined;
}

/** What the audit names instead of the person: a stable fingerprint, useless to read back. */
function personFingerprint(person: Person): string {
  return createHash('sha256')
    .update(`${person.kind}:${person.value}`)
    .digest('base64url')
    .slice(0, 22);
}

type Db = Kysely<LeadDatabase>;

type PersonRecords = Awaited<ReturnType<typeof collect>>;

/** `column` holds `value` anywhere, whatever its case (a LIKE with the value's wildcards escaped). */
const contains = (column: 'details' | 'detail' | 'text', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;

/**
 * The person's rows. What they gave with the address or number they are found by is theirs too: a
 * search by e-mail also finds the phone numbers of the leads it matched (and a search by phone
 * their e-mail addresses), so an erasure leaves neither behind.
 */
async function collect(db: Db, person: Person) {
  const emails = new Set<string>(person.kind === 'email' ? [person.value] : []);
  const phones = new Set<string>(person.kind === 'phone' ? [person.value] : []);
  const matching = async () =>
    db
      .selectFrom('leads')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(emails.size ? [eb(eb.fn('lower', ['email']), 'in', [...emails])] : []),
          ...(phones.size ? [eb('phone', 'in', [...phones])] : []),
          ...[...emails, ...phones].map((value) => contains('details', value)),
        ]),
      )
      .orderBy('created_at')
      .execute();
  let leads = await matching();
  const before = emails.size + phones.size;
  for (const lead of leads) {
    if (lead.email) emails.add(lead.email.toLowerCase());
    if (lead.phone) phones.add(lead.phone);
  }
  if (emails.size + phones.size > before) leads = await matching();
  const values = [...emails, ...phones];
  const leadIds = leads.map((lead) => lead.id);
  const ofLeads = <T>(run: (ids: string[]) => Promise<T[]>) =>
    leadIds.length ? run(leadIds) : Promise.resolve([] as T[]);

  const conversions = await db
    .selectFrom('conversions')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(emails.size ? [eb(eb.fn('lower', ['email']), 'in', [...emails])] : []),
        ...(phones.size ? [eb('phone', 'in', [...phones])] : []),
        ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
      ]),
    )
    .execute();
  const bookings = await ofLeads((ids) =>
    db.selectFrom('bookings').selectAll().where('lead_id', 'in', ids).execute(),
  );
  const payments = await ofLeads((ids) =>
    db.selectFrom('payment_events').selectAll().where('lead_id', 'in', ids).execute(),
  );
  const notes = await ofLeads((ids) =>
    db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', ids).execute(),
  );
  const mails = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(emails.size ? [eb(eb.fn('lower', ['recipient']), 'in', [...emails])] : []),
        ...values.map((value) => contains('text', value)),
        ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
  const audit = await db
    .selectFrom('staff_audit')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...values.map((value) => contains('detail', value)),
        ...(leadIds.length ? [eb('lead_id', 'in', leadIds)] : []),
      ]),
    )
    .orderBy('at')
    .execute();
  const cvs = leads.flatMap((lead) =>
    lead.cv_file ? [{ leadId: lead.id, ref: lead.cv_file }] : [],
  );
  const mailFiles = await emlFiles(
    mails.map((mail) => mail.id),
    values,
  );
  return { leads, conversions, bookings, payments, notes, mails, audit, cvs, mailFiles };
}

/** The .eml files of these messages, and any other that names the person (a row already gone). */
async function emlFiles(messageIds: string[], values: string[]): Promise<string[]> {
  const folder = dataPath('mail');
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    if (messageIds.some((id) => name.endsWith(`-${id}.eml`))) {
      found.push(name);
      continue;
    }
    const text = (await fs.readFile(dataPath('mail', name), 'utf8').catch(() => '')).toLowerCase();
    if (values.some((value) => text.includes(value))) found.push(name);
  }
  return found;
}

/** How much is held, by kind: what the people page and the CLI's `find` show. */
export type PersonSummary = {
  fingerprint: string;
  leads: { id: string; createdAt: string; kind: string; name: string; payment: string | null }[];
  conversions: number;
  bookings: number;
  payments: number;
  notes: number;
  mails: number;
  mailFiles: number;
  cvs: number;
  audit: number;
};

function summarise(person: Person, records: PersonRecords): PersonSummary {
  return {
    fingerprint: personFingerprint(person),
    leads: records.leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.created_at,
      kind: lead.kind,
      name: lead.name,
      payment: lead.payment_status,
    })),
    conversions: records.conversions.length,
    bookings: records.bookings.length,
    payments: records.payments.length,
    notes: records.notes.length,
    mails: records.mails.length,
    mailFiles: records.mailFiles.length,
    cvs: records.cvs.length,
    audit: records.audit.length,
  };
}

function counts(summary: PersonSummary) {
  const { fingerprint, leads, ...rest } = summary;
  return { person: fingerprint, leads: leads.length, ...rest };
}

/** Everything held about the person, counted; audited as `person.find`. */
export async function findPerson(person: Person, actor: AuditActor): Promise<PersonSummary> {
  const db = await getLeadStore();
  const summary = summarise(person, await collect(db, person));
  await recordStaffAction(db, actor, 'person.find', counts(summary));
  return summary;
}

/**
 * Writes everything held about the person as one tar archive: `person.json` (every row, as
 * stored), `cv/{lead id}{ext}` and `mail/{file}.eml`. Audited as `person.export`.
 */
export async function exportPerson(
  person: Person,
  actor: AuditActor,
  sink: TarSink,
): Promise<PersonSummary> {
  const db = await getLeadStore();
  const records = await collect(db, person);
  const summary = summarise(person, records);
  const tar = new TarWriter(sink);
  const { cvs, mailFiles, ...rows } = records;
  const document = {
    format: 'meridian-gate-person-export/1',
    exportedAt: new Date().toISOString(),
    person: { [person.kind]: person.value },
    ...rows,
    cvs: cvs.map((cv) => ({ leadId: cv.leadId, file: cvEntry(cv) })),
    mailFiles: mailFiles.map((name) => `mail/${name}`),
  };
  tar.addBuffer('person.json', Buffer.from(`${JSON.stringify(document, null, 2)}\n`));
  for (const cv of cvs) {
    const bytes = await readCv(cv.ref);
    if (bytes) tar.addBuffer(cvEntry(cv), bytes);
  }
  for (const name of mailFiles) {
    const bytes = await fs.readFile(dataPath('mail', name)).catch(() => undefined);
    if (bytes) tar.addBuffer(`mail/${name}`, bytes);
  }
  tar.finish();
  await recordStaffAction(db, actor, 'person.export', counts(summary));
  return summary;
}

const cvEntry = (cv: { leadId: string; ref: string }) =>
  `cv/${cv.leadId}${path.extname(cv.ref).replace(/[^.\w]/g, '')}`;

/**
 * Erases the person everywhere: leads (and their bookings, notes, conversions, mail and CVs) are
 * deleted, except a lead with a payment, which the law makes us keep as a record of the payment:
 * it stays with its amounts and Stripe's id, every personal field emptied. Audit rows about them
 * keep who did what and when, not what they said. Files go too, and the CRM is told (through
 * its outbox) which leads to erase. Then the database is compacted so no deleted copy stays in
 * its files (SQLite: free pages and the WAL). Audited as `person.erase`.
 */
export async function erasePerson(person: Person, actor: AuditActor): Promise<PersonSummary> {
  const db = await getLeadStore();
  const records = await collect(db, person);
  const summary = summarise(person, records);
  const kept = records.leads.filter((lead) => lead.payment_intent_id !== null);
  const gone = records.leads.filter((lead) => lead.payment_intent_id === null);
  const allIds = records.leads.map((lead) => lead.id);
  const tellCrm = Boolean(leadServiceConfig().crm.baseUrl) && allIds.length > 0;

  await db.transaction().execute(async (trx) => {
    if (allIds.length) {
      await trx.deleteFrom('bookings').where('lead_id', 'in', allIds).execute();
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', allIds).execute();
    }
    if (gone.length)
      await trx
        .deleteFrom('leads')
        .where(
          'id',
          'in',
          gone.map((lead) => lead.id),
        )
        .execute();
    if (kept.length)
      await trx
        .updateTable('leads')
        .set(anonymised)
        .where(
          'id',
          'in',
          kept.map((lead) => lead.id),
        )
        .execute();
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    if (records.conversions.length)
      await trx.deleteFrom('conversions').where('id', 'in', ids(records.conversions)).execute();
    if (records.mails.length)
      await trx.deleteFrom('mail_outbox').where('id', 'in', ids(records.mails)).execute();
    if (records.audit.length)
      await trx
        .updateTable('staff_audit')
        .set({ detail: JSON.stringify({ erased: true }) })
        .where('id', 'in', ids(records.audit))
        .execute();
    const inDatabase = records.cvs.filter((cv) => cv.ref.startsWith('database/'));
    if (inDatabase.length)
      await trx
        .deleteFrom('cv_files')
        .where(
          'ref',
          'in',
          inDatabase.map((cv) => cv.ref),
        )
        .execute();
    if (tellCrm) await queueCrmErasure(trx, allIds);
    await recordStaffAction(trx, actor, 'person.erase', {
      ...counts(summary),
      anonymisedPayments: kept.length,
    });
  });

  for (const cv of records.cvs) await discardCv(cv.ref);
  for (const name of records.mailFiles) await fs.rm(dataPath('mail', name), { force: true });
  await compactAfterDeleting(db);
  if (tellCrm) nudgeCrmForwarding();
  return summary;
}

/** A kept payment record: the payment, the lead's kind and time; nothing that names a person. */
const anonymised = {
  name: '',
  phone: '',
  email: null,
  details: '{}',
  full_url: '',
  landing_page: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  clickid: null,
  bclickid: null,
  listing_slug: null,
  cv_file: null,
  client_address: null,
  user_agent: null,
  idempotency_key: null,
  idempotency_fingerprint: null,
  time_zone: null,
  manage_token_hash: null,
  payment_secret_hash: null,
  reservation_key: null,
  work_status_reason: null,
  forward_status: 'erased',
  forward_next_attempt_at: null,
  forward_locked_until: null,
  forward_last_error: null,
} as const;

/**
 * Queues the CRM's erasure request: the ids of the person's leads, as the CRM received them
 * (each lead's Idempotency-Key, a club spot's `leadId`). The message holds no contact detail, so
 * the outbox keeps no copy of what was erased.
 */
async function queueCrmErasure(db: Db, leadIds: string[]): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('crm_messages')
    .values({
      id: randomUUID(),
      kind: 'erasure',
      payload: JSON.stringify({ leadIds, erasedAt: now }),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      delivered_at: null,
    })
    .execute();
}

/**
 * After rows with personal data were deleted: SQLite runs with `secure_delete` (deleted content is
 * overwritten with zeros, lib/server/database/connection.ts); a truncating checkpoint empties the
 * WAL, which still holds earlier versions of the pages, and VACUUM rewrites the file without the
 * free pages of deletes made before secure_delete was on. PostgreSQL: VACUUM drops the dead rows
 * from the tables' pages (its WAL segments are recycled by the server; backups age out by
 * their own rotation).
 */
async function compactAfterDeleting(db: Db): Promise<void> {
  if (storeDialect() === 'postgres') {
    for (const table of [
      'leads',
      'conversions',
      'mail_outbox',
      'staff_audit',
      'cv_files',
      'lead_notes',
    ])
      await sql`vacuum ${sql.table(table)}`.execute(db);
    return;
  }
  await checkpoint(db);
  try {
    await sql`vacuum`.execute(db);
  } catch (error) {
    // Another process holding a read open: the zeroed pages already hold nothing; say so.
    console.warn('[privacy] VACUUM skipped:', error instanceof Error ? error.message : error);
  }
  await checkpoint(db);
}

/** Moves the WAL into the database file and empties it (SQLite). */
export async function checkpoint(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (!rows[0]?.busy) return;
    // A reader (the running site) is on an older snapshot: wait for it to finish.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn('[privacy] the WAL could not be emptied: a reader kept it busy');
}
