import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { recordStaffAction, type AuditActor } from '../admin/audit';
import { dataPath, leadServiceConfig } from '../config';
import { nudgeCrmForwarding } from '../crm/outbox';
import { discardCv, readCv } from '../cv-upload';
import { getLeadStore } from '../database/connection';
import { compactAfterDeleting } from './compact';
import { withoutPerson } from './retention-rules';
import {
  collect,
  counts,
  summarise,
  type Db,
  type Person,
  type PersonSummary,
} from './person-records';
import { TarWriter, type TarSink } from './tar';

export { personFrom, type Person, type PersonSummary } from './person-records';

/**
 * A person's data (docs/design.md §15): everything held about one e-mail address or phone number
 * found, exported as one archive, or erased everywhere. The CLI (scripts/person.ts) and the back
 * office's people page (admins only) both call these; each call is audited with a fingerprint of
 * the address or number, never the value itself, so the audit keeps no copy of what was erased.
 */

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
  ...withoutPerson,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  clickid: null,
  bclickid: null,
  listing_slug: null,
  idempotency_key: null,
  idempotency_fingerprint: null,
  time_zone: null,
  payment_secret_hash: null,
  reservation_key: null,
  work_status_reason: null,
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
