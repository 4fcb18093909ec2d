import 'server-only';
import { type Kysely, type Migration, SqliteAdapter, sql } from 'kysely';

/**
 * Columns the campaigns view reads (lib/server/admin/campaigns.ts), in the index that serves it:
 * the range first, then what it filters, counts and groups by.
 */
const campaignColumns = [
  'created_at',
  'forward_status',
  'work_status',
  'payment_status',
  'payment_amount',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'locale',
  'landing_page',
] as const;

/**
 * The campaigns view over long ranges (docs/design.md §12): over a year of 200,000 leads it took
 * 2 s, nearly all of it one table read per lead. Each lead now keeps its landing page (the page
 * without its query string, written with the lead), and one index holds every column the view
 * reads, so it reads that index alone. The export's (created_at, id) index had a twin,
 * `leads_inbox`, which stays.
 */
export const campaignsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('landing_page', 'text').execute();
    await fillLandingPages(db);
    await db.schema
      .createIndex('leads_campaigns')
      .ifNotExists()
      .on('leads')
      .columns([...campaignColumns])
      .execute();
    await db.schema.dropIndex('leads_arrival').ifExists().execute();
  },
};

/** Gives the leads stored before this migration their landing page, as `landingPage()` cuts it. */
export async function fillLandingPages<Database>(db: Kysely<Database>): Promise<void> {
  const pageOf =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`substr(full_url, 1, instr(full_url || '?', '?') - 1)`
      : sql`split_part(full_url, '?', 1)`;
  await sql`UPDATE leads SET landing_page = ${pageOf} WHERE landing_page IS NULL`.execute(db);
}
