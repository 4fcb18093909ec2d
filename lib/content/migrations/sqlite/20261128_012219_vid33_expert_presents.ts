import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experts_presents\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`experts_presents_order_idx\` ON \`experts_presents\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`experts_presents_parent_idx\` ON \`experts_presents\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_experts_v_version_presents\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_experts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_experts_v_version_presents_order_idx\` ON \`_experts_v_version_presents\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_experts_v_version_presents_parent_idx\` ON \`_experts_v_version_presents\` (\`parent_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`experts_locales\` ADD \`bio\` text;`);
  await db.run(sql`ALTER TABLE \`experts_locales\` ADD \`speaks\` text;`);
  await db.run(sql`ALTER TABLE \`_experts_v_locales\` ADD \`version_bio\` text;`);
  await db.run(sql`ALTER TABLE \`_experts_v_locales\` ADD \`version_speaks\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experts_presents\`;`);
  await db.run(sql`DROP TABLE \`_experts_v_version_presents\`;`);
  await db.run(sql`ALTER TABLE \`experts_locales\` DROP COLUMN \`bio\`;`);
  await db.run(sql`ALTER TABLE \`experts_locales\` DROP COLUMN \`speaks\`;`);
  await db.run(sql`ALTER TABLE \`_experts_v_locales\` DROP COLUMN \`version_bio\`;`);
  await db.run(sql`ALTER TABLE \`_experts_v_locales\` DROP COLUMN \`version_speaks\`;`);
}
