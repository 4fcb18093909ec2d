import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Europe/Berlin',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Europe/Berlin',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_events\`("id", "page", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "updated_at", "created_at", "_status") SELECT "id", "page", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "updated_at", "created_at", "_status" FROM \`events\`;`,
  );
  await db.run(sql`DROP TABLE \`events\`;`);
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page\` text,
  	\`version_starts_at\` text,
  	\`version_startsat_tz\` text DEFAULT 'Europe/Berlin',
  	\`version_ends_at\` text,
  	\`version_endsat_tz\` text DEFAULT 'Europe/Berlin',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_page", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_page", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_events_v\`;`,
  );
  await db.run(sql`DROP TABLE \`_events_v\`;`);
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`);
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`,
  );
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`);
  await db.run(sql`ALTER TABLE \`events_locales\` DROP COLUMN \`label\`;`);
  await db.run(sql`ALTER TABLE \`_events_v_locales\` DROP COLUMN \`version_label\`;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text,
  	\`ends_at\` text,
  	\`endsat_tz\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_events\`("id", "page", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "updated_at", "created_at", "_status") SELECT "id", "page", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "updated_at", "created_at", "_status" FROM \`events\`;`,
  );
  await db.run(sql`DROP TABLE \`events\`;`);
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page\` text,
  	\`version_starts_at\` text,
  	\`version_startsat_tz\` text,
  	\`version_ends_at\` text,
  	\`version_endsat_tz\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_page", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_page", "version_starts_at", "version_startsat_tz", "version_ends_at", "version_endsat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_events_v\`;`,
  );
  await db.run(sql`DROP TABLE \`_events_v\`;`);
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`);
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`);
  await db.run(
    sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`,
  );
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`);
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`label\` text;`);
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_label\` text;`);
}
