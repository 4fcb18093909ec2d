import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`address\` text;`);
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_address\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events_locales\` DROP COLUMN \`address\`;`);
  await db.run(sql`ALTER TABLE \`_events_v_locales\` DROP COLUMN \`version_address\`;`);
}
