import 'server-only';
import fs from 'node:fs/promises';
import type { RetentionPeriods } from '@/lib/privacy/retention';
import { dataPath } from '../config';
import { discardCv } from '../cv-upload';
import { storeDialect, type LeadStore } from '../database/connection';
import { signInThrottle } from '../admin/sign-in';
import { checkpoint } from './compact';

// What retention deletes or anonymises, and when (docs/design.md §15); run by ./retention.ts.

/**
 * A kept payment record once its period has passed: nothing that names or reaches the person, the
 * campaign it came from kept. An erasure on request clears more (./person.ts).
 */
export const withoutPerson = {
  name: '',
  phone: '',
  email: null,
  details: '{}',
  full_url: '',
  landing_page: null,
  cv_file: null,
  client_address: null,
  user_agent: null,
  manage_token_hash: null,
  forward_status: 'erased',
  forward_next_attempt_at: null,
  forward_locked_until: null,
} as const;

export type RetentionReport = {
  /** Career applications (with their CVs) past `applicationMonths`. */
  applications: number;
  /** Other leads with no contact within `enquiryMonths`; a lead with a payment is anonymised. */
  enquiries: number;
  anonymisedPayments: number;
  /** Leads the bot trap held, never released, past `quarantineDays`. */
  quarantined: number;
  /** Rows whose visitor address and browser were blanked after `logDays`. */
  addresses: number;
  idempotencyKeys: number;
  rateLimitRows: number;
  signInRows: number;
  mailBodies: number;
  mailFiles: number;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export async function applyRetention(
  db: LeadStore,
  now: Date,
  periods: RetentionPeriods,
): Promise<RetentionReport> {
  const iso = (date: Date) => date.toISOString();
  const applicationsBefore = iso(monthsBefore(now, periods.applicationMonths));
  const enquiriesBefore = iso(monthsBefore(now, periods.enquiryMonths));
  const quarantineBefore = iso(daysBefore(now, periods.quarantineDays));
  const logsBefore = daysBefore(now, periods.logDays);
  const keysBefore = daysBefore(now, periods.idempotencyDays);
  const mailBefore = daysBefore(now, periods.sentMailDays);

  // What deleting or anonymising a lead needs to know of it.
  const leads = db.selectFrom('leads').select(['id', 'cv_file', 'payment_intent_id']);
  const applications = await leads
    .where('kind', '=', 'career')
    .where('created_at', '<', applicationsBefore)
    .where('forward_status', '!=', 'erased')
    .execute();
  // The last contact: the lead itself, or a note staff wrote on it since.
  const enquiries = await leads
    .where('kind', '!=', 'career')
    .where('created_at', '<', enquiriesBefore)
    .where('forward_status', '!=', 'erased')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_notes')
            .select('lead_notes.id')
            .whereRef('lead_notes.lead_id', '=', 'leads.id')
            .where('lead_notes.created_at', '>=', enquiriesBefore),
        ),
      ),
    )
    .execute();
  const quarantined = await leads
    .where('forward_status', '=', 'quarantined')
    .where('released_at', 'is', null)
    .where('created_at', '<', quarantineBefore)
    .execute();
  const expired = [...applications, ...enquiries, ...quarantined].filter(
    (lead, index, all) => all.findIndex((other) => other.id === lead.id) === index,
  );
  const kept = expired.filter((lead) => lead.payment_intent_id !== null).map((lead) => lead.id);
  const gone = expired.filter((lead) => lead.payment_intent_id === null).map((lead) => lead.id);
  const all = [...kept, ...gone];
  const cvs = expired.flatMap((lead) => (lead.cv_file ? [lead.cv_file] : []));

  const report = await db.transaction().execute(async (trx) => {
    if (all.length) {
      await trx.deleteFrom('bookings').where('lead_id', 'in', all).execute();
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', all).execute();
      await trx.deleteFrom('conversions').where('lead_id', 'in', all).execute();
      await trx.deleteFrom('mail_outbox').where('lead_id', 'in', all).execute();
      await trx
        .deleteFrom('cv_files')
        .where('ref', 'in', cvs.length ? cvs : [''])
        .execute();
    }
    if (gone.length) await trx.deleteFrom('leads').where('id', 'in', gone).execute();
    if (kept.length)
      await trx.updateTable('leads').set(withoutPerson).where('id', 'in', kept).execute();

    // A conversion names its visitor too: it goes with its lead, or after the enquiries' period.
    await trx.deleteFrom('conversions').where('created_at', '<', enquiriesBefore).execute();

    // Addresses and browsers: kept with a lead, a conversion, a chat start or a sign-in for logDays.
    const logs = iso(logsBefore);
    let addresses = 0;
    for (const table of ['leads', 'conversions'] as const) {
      const result = await trx
        .updateTable(table)
        .set(
          table === 'leads' ? { client_address: null, user_agent: null } : { client_address: null },
        )
        .where('created_at', '<', logs)
        .where((eb) =>
          table === 'leads'
            ? eb.or([eb('client_address', 'is not', null), eb('user_agent', 'is not', null)])
            : eb('client_address', 'is not', null),
        )
        .executeTakeFirst();
      addresses += Number(result.numUpdatedRows);
    }
    const chats = await trx
      .updateTable('chat_starts')
      .set({ client_address: null })
      .where('created_at', '<', logs)
      .where('client_address', 'is not', null)
      .executeTakeFirst();
    addresses += Number(chats.numUpdatedRows);
    // better-auth's dates are real dates on PostgreSQL, ISO text on SQLite.
    const sessionDate = (date: Date) => (storeDialect() === 'postgres' ? date : date.toISOString());
    await trx
      .deleteFrom('staff_session')
      .where('expiresAt', '<', sessionDate(logsBefore))
      .execute();
    const sessions = await trx
      .updateTable('staff_session')
      .set({ ipAddress: null, userAgent: null })
      .where('createdAt', '<', sessionDate(logsBefore))
      .where((eb) => eb.or([eb('ipAddress', 'is not', null), eb('userAgent', 'is not', null)]))
      .executeTakeFirst();
    addresses += Number(sessions.numUpdatedRows);

    const keys = await trx
      .updateTable('leads')
      .set({ idempotency_key: null, idempotency_fingerprint: null })
      .where('created_at', '<', iso(keysBefore))
      .where('idempotency_key', 'is not', null)
      .executeTakeFirst();
    const rateLimit = await trx
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', Math.floor(keysBefore.getTime() / 60_000))
      .executeTakeFirst();
    const signIns = await trx
      .deleteFrom('staff_sign_in_counts')
      .where('window_start', '<', Math.floor(keysBefore.getTime() / signInThrottle.windowMs))
      .executeTakeFirst();

    // A sent (or given-up) message keeps its record: kind, recipient, when; not what it said.
    const bodies = await trx
      .updateTable('mail_outbox')
      .set({ subject: '', html: '', text: '', attachments: '[]', template: null })
      .where('status', 'in', ['sent', 'failed'])
      .where('created_at', '<', iso(mailBefore))
      .where((eb) => eb.or([eb('html', '!=', ''), eb('template', 'is not', null)]))
      .executeTakeFirst();

    return {
      applications: applications.length,
      enquiries: enquiries.length,
      anonymisedPayments: kept.length,
      quarantined: quarantined.length,
      addresses,
      idempotencyKeys: Number(keys.numUpdatedRows),
      rateLimitRows: Number(rateLimit.numDeletedRows),
      signInRows: Number(signIns.numDeletedRows),
      mailBodies: Number(bodies.numUpdatedRows),
      mailFiles: 0,
    };
  });

  for (const cv of cvs) await discardCv(cv);
  report.mailFiles = await removeOldMailFiles(mailBefore);
  if (storeDialect() === 'sqlite') await checkpoint(db);
  return report;
}

/** .eml files (the messages as written without SMTP_URL) older than the sent-mail period. */
async function removeOldMailFiles(before: Date): Promise<number> {
  const folder = dataPath('mail');
  let removed = 0;
  for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
    if (!name.endsWith('.eml')) continue;
    const file = dataPath('mail', name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || stat.mtime >= before) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}
