import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."listings" ADD COLUMN "feed_source" varchar;
  ALTER TABLE "content"."listings" ADD COLUMN "feed_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "content"."listings" ADD COLUMN "feed_photos" jsonb;
  ALTER TABLE "content"."_listings_v" ADD COLUMN "version_feed_source" varchar;
  ALTER TABLE "content"."_listings_v" ADD COLUMN "version_feed_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "content"."_listings_v" ADD COLUMN "version_feed_photos" jsonb;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."listings" DROP COLUMN "feed_source";
  ALTER TABLE "content"."listings" DROP COLUMN "feed_withdrawn_at";
  ALTER TABLE "content"."listings" DROP COLUMN "feed_photos";
  ALTER TABLE "content"."_listings_v" DROP COLUMN "version_feed_source";
  ALTER TABLE "content"."_listings_v" DROP COLUMN "version_feed_withdrawn_at";
  ALTER TABLE "content"."_listings_v" DROP COLUMN "version_feed_photos";`);
}
