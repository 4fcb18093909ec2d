import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { dataPath } from '../config';
import type { LeadDatabase } from '../database/schema';

// What is held about one person (docs/design.md §15): found by lib/server/privacy/person.ts.
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

export type Db = Kysely<LeadDatabase>;

export type PersonRecords = Awaited<ReturnType<typeof collect>>;

/** `column` holds `value` anywhere, whatever its case (a LIKE with the value's wildcards escaped). */
const contains = (column: 'details' | 'detail' | 'text', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;

/**
 * The person's rows. What they gave with the address or number they are found by is theirs too: a
 * search by e-mail also finds the phone numbers of the leads it matched (and a search by phone
 * their e-mail addresses), so an erasure leaves neither behind.
 */
export async function collect(db: Db, person: Person) {
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

export function summarise(person: Person, records: PersonRecords): PersonSummary {
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

export function counts(summary: PersonSummary) {
  const { fingerprint, leads, ...rest } = summary;
  return { person: fingerprint, leads: leads.length, ...rest };
}
