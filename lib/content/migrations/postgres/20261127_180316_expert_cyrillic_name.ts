import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."experts" ADD COLUMN "name_scripts_cyrillic" varchar;
  ALTER TABLE "content"."_experts_v" ADD COLUMN "version_name_scripts_cyrillic" varchar;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."experts" DROP COLUMN "name_scripts_cyrillic";
  ALTER TABLE "content"."_experts_v" DROP COLUMN "version_name_scripts_cyrillic";`);
}
