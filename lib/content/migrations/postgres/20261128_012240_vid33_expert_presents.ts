import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "content"."enum_experts_presents" AS ENUM('video', 'roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  CREATE TYPE "content"."enum__experts_v_version_presents" AS ENUM('video', 'roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  CREATE TABLE "content"."experts_presents" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum_experts_presents",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "content"."_experts_v_version_presents" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum__experts_v_version_presents",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "content"."experts_locales" ADD COLUMN "bio" varchar;
  ALTER TABLE "content"."experts_locales" ADD COLUMN "speaks" varchar;
  ALTER TABLE "content"."_experts_v_locales" ADD COLUMN "version_bio" varchar;
  ALTER TABLE "content"."_experts_v_locales" ADD COLUMN "version_speaks" varchar;
  ALTER TABLE "content"."experts_presents" ADD CONSTRAINT "experts_presents_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."experts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_experts_v_version_presents" ADD CONSTRAINT "_experts_v_version_presents_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."_experts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experts_presents_order_idx" ON "content"."experts_presents" USING btree ("order");
  CREATE INDEX "experts_presents_parent_idx" ON "content"."experts_presents" USING btree ("parent_id");
  CREATE INDEX "_experts_v_version_presents_order_idx" ON "content"."_experts_v_version_presents" USING btree ("order");
  CREATE INDEX "_experts_v_version_presents_parent_idx" ON "content"."_experts_v_version_presents" USING btree ("parent_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "content"."experts_presents" CASCADE;
  DROP TABLE "content"."_experts_v_version_presents" CASCADE;
  ALTER TABLE "content"."experts_locales" DROP COLUMN "bio";
  ALTER TABLE "content"."experts_locales" DROP COLUMN "speaks";
  ALTER TABLE "content"."_experts_v_locales" DROP COLUMN "version_bio";
  ALTER TABLE "content"."_experts_v_locales" DROP COLUMN "version_speaks";
  DROP TYPE "content"."enum_experts_presents";
  DROP TYPE "content"."enum__experts_v_version_presents";`);
}
