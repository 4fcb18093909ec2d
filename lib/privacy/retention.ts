/**
 * How long personal data is kept (docs/design.md §15): the privacy page states these figures and
 * the retention job (lib/server/privacy/) applies them, so both read this one module. Each is a
 * setting; its default is what the privacy page has always promised.
 */
export type RetentionPeriods = {
  /** Job applications and their CVs, in months after they arrived. */
  applicationMonths: number;
  /** Enquiries, questionnaires, bookings (not their payment records), in months after the last contact. */
  enquiryMonths: number;
  /** Leads held by the bot trap and never released, in days. */
  quarantineDays: number;
  /** Logs and the visitor addresses and browsers stored with leads and sign-ins, in days. */
  logDays: number;
  /** Idempotency keys and rate-limit rows, in days. */
  idempotencyDays: number;
  /** The bodies of sent e-mails (the record that a message went stays), in days. */
  sentMailDays: number;
};

export const defaultRetention: RetentionPeriods = {
  applicationMonths: 12,
  enquiryMonths: 36,
  quarantineDays: 30,
  logDays: 90,
  idempotencyDays: 7,
  sentMailDays: 90,
};

/** The periods in force: `RETENTION_*` settings over the defaults (a bad value keeps the default). */
export function retentionPeriods(
  env: Record<string, string | undefined> = process.env,
): RetentionPeriods {
  const read = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  // Each setting is read by its own name: the README's configuration table is checked against them.
  return {
    applicationMonths: read(env.RETENTION_APPLICATION_MONTHS, defaultRetention.applicationMonths),
    enquiryMonths: read(env.RETENTION_ENQUIRY_MONTHS, defaultRetention.enquiryMonths),
    quarantineDays: read(env.RETENTION_QUARANTINE_DAYS, defaultRetention.quarantineDays),
    logDays: read(env.RETENTION_LOG_DAYS, defaultRetention.logDays),
    idempotencyDays: read(env.RETENTION_IDEMPOTENCY_DAYS, defaultRetention.idempotencyDays),
    sentMailDays: read(env.RETENTION_SENT_MAIL_DAYS, defaultRetention.sentMailDays),
  };
}
