import 'server-only';
import type { Kysely, Migration } from 'kysely';

/**
 * What the visitor was told and chose (docs/design.md §4 and §15), migration
 * `2026-11-27-i35a-001-consent`: the privacy notice's version, when it was shown with the lead, and
 * the optional marketing box. Never edit once run; append a new migration instead.
 */
export const consentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('notice_version', 'text').execute();
    await db.schema.alterTable('leads').addColumn('notice_at', 'text').execute();
    await db.schema.alterTable('leads').addColumn('marketing_consent', 'integer').execute();
  },
};
