import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`feed_source\` text;`);
  await db.run(sql`ALTER TABLE \`listings\` ADD \`feed_withdrawn_at\` text;`);
  await db.run(sql`ALTER TABLE \`listings\` ADD \`feed_photos\` text;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` ADD \`version_feed_source\` text;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` ADD \`version_feed_withdrawn_at\` text;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` ADD \`version_feed_photos\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`feed_source\`;`);
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`feed_withdrawn_at\`;`);
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`feed_photos\`;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` DROP COLUMN \`version_feed_source\`;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` DROP COLUMN \`version_feed_withdrawn_at\`;`);
  await db.run(sql`ALTER TABLE \`_listings_v\` DROP COLUMN \`version_feed_photos\`;`);
}
