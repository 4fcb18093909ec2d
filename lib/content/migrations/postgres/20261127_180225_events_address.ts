import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."events_locales" ADD COLUMN "address" varchar;
  ALTER TABLE "content"."_events_v_locales" ADD COLUMN "version_address" varchar;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."events_locales" DROP COLUMN "address";
  ALTER TABLE "content"."_events_v_locales" DROP COLUMN "version_address";`);
}
