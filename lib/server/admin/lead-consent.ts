import 'server-only';
import { getLeadStore } from '../database/connection';

/** What a lead's visitor was told and chose (docs/design.md §15), for the lead's page. */
export type LeadConsent = {
  noticeVersion: string | null;
  noticeAt: string | null;
  /** null: the form had no marketing box (careers) or the lead predates it. */
  marketing: boolean | null;
};

/** The consent columns of a lead the caller has already been allowed to see. */
export async function leadConsent(leadId: string): Promise<LeadConsent | undefined> {
  const db = await getLeadStore();
  const row = await db
    .selectFrom('leads')
    .select(['notice_version', 'notice_at', 'marketing_consent'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  return (
    row && {
      noticeVersion: row.notice_version,
      noticeAt: row.notice_at,
      marketing: row.marketing_consent === null ? null : row.marketing_consent === 1,
    }
  );
}
