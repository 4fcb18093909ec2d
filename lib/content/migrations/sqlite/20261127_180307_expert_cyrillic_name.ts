import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`experts\` ADD \`name_scripts_cyrillic\` text;`);
  await db.run(sql`ALTER TABLE \`_experts_v\` ADD \`version_name_scripts_cyrillic\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`experts\` DROP COLUMN \`name_scripts_cyrillic\`;`);
  await db.run(sql`ALTER TABLE \`_experts_v\` DROP COLUMN \`version_name_scripts_cyrillic\`;`);
}
