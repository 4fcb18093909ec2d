import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles_takeaways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`articles_takeaways_order_idx\` ON \`articles_takeaways\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`articles_takeaways_parent_id_idx\` ON \`articles_takeaways\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`articles_takeaways_locale_idx\` ON \`articles_takeaways\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`_articles_v_version_takeaways\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_takeaways_order_idx\` ON \`_articles_v_version_takeaways\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_takeaways_parent_id_idx\` ON \`_articles_v_version_takeaways\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_takeaways_locale_idx\` ON \`_articles_v_version_takeaways\` (\`_locale\`);`,
  );
  await db.run(sql`DROP INDEX \`articles__status_idx\`;`);
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`_status\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_version__status_idx\`;`);
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version__status\`;`);
  await db.run(sql`ALTER TABLE \`articles_locales\` ADD \`_status\` text DEFAULT 'draft';`);
  await db.run(
    sql`CREATE INDEX \`articles__status_idx\` ON \`articles_locales\` (\`_status\`,\`_locale\`);`,
  );
  await db.run(
    sql`ALTER TABLE \`_articles_v_locales\` ADD \`version__status\` text DEFAULT 'draft';`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v_locales\` (\`version__status\`,\`_locale\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles_takeaways\`;`);
  await db.run(sql`DROP TABLE \`_articles_v_version_takeaways\`;`);
  await db.run(sql`DROP INDEX \`articles__status_idx\`;`);
  await db.run(sql`ALTER TABLE \`articles_locales\` DROP COLUMN \`_status\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_version__status_idx\`;`);
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` DROP COLUMN \`version__status\`;`);
  await db.run(sql`ALTER TABLE \`articles\` ADD \`_status\` text DEFAULT 'draft';`);
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`);
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version__status\` text DEFAULT 'draft';`);
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`,
  );
}
