import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "content"."articles_takeaways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "content"."_articles_v_version_takeaways" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  DROP INDEX "content"."articles__status_idx";
  DROP INDEX "content"."_articles_v_version_version__status_idx";
  ALTER TABLE "content"."articles_locales" ADD COLUMN "_status" "content"."enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "content"."_articles_v_locales" ADD COLUMN "version__status" "content"."enum__articles_v_version_status" DEFAULT 'draft';
  ALTER TABLE "content"."articles_takeaways" ADD CONSTRAINT "articles_takeaways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_articles_v_version_takeaways" ADD CONSTRAINT "_articles_v_version_takeaways_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_takeaways_order_idx" ON "content"."articles_takeaways" USING btree ("_order");
  CREATE INDEX "articles_takeaways_parent_id_idx" ON "content"."articles_takeaways" USING btree ("_parent_id");
  CREATE INDEX "articles_takeaways_locale_idx" ON "content"."articles_takeaways" USING btree ("_locale");
  CREATE INDEX "_articles_v_version_takeaways_order_idx" ON "content"."_articles_v_version_takeaways" USING btree ("_order");
  CREATE INDEX "_articles_v_version_takeaways_parent_id_idx" ON "content"."_articles_v_version_takeaways" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_takeaways_locale_idx" ON "content"."_articles_v_version_takeaways" USING btree ("_locale");
  CREATE INDEX "articles__status_idx" ON "content"."articles_locales" USING btree ("_status","_locale");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "content"."_articles_v_locales" USING btree ("version__status","_locale");
  ALTER TABLE "content"."articles" DROP COLUMN "_status";
  ALTER TABLE "content"."_articles_v" DROP COLUMN "version__status";`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."articles_takeaways" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content"."_articles_v_version_takeaways" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content"."articles_takeaways" CASCADE;
  DROP TABLE "content"."_articles_v_version_takeaways" CASCADE;
  DROP INDEX "content"."articles__status_idx";
  DROP INDEX "content"."_articles_v_version_version__status_idx";
  ALTER TABLE "content"."articles" ADD COLUMN "_status" "content"."enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "content"."_articles_v" ADD COLUMN "version__status" "content"."enum__articles_v_version_status" DEFAULT 'draft';
  CREATE INDEX "articles__status_idx" ON "content"."articles" USING btree ("_status");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "content"."_articles_v" USING btree ("version__status");
  ALTER TABLE "content"."articles_locales" DROP COLUMN "_status";
  ALTER TABLE "content"."_articles_v_locales" DROP COLUMN "version__status";`);
}
