import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "content"."media_sizes_small_sizes_small_filename_idx";
  DROP INDEX "content"."media_sizes_medium_sizes_medium_filename_idx";
  DROP INDEX "content"."media_sizes_large_sizes_large_filename_idx";
  DROP INDEX "content"."media_sizes_xlarge_sizes_xlarge_filename_idx";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_url";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_width";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_height";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_mime_type";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_filesize";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_small_filename";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_medium_filename";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_url";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_width";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_height";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_mime_type";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_filesize";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_large_filename";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_url";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_width";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_height";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_mime_type";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_filesize";
  ALTER TABLE "content"."media" DROP COLUMN "sizes_xlarge_filename";`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."media" ADD COLUMN "sizes_small_url" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_small_width" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_small_height" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_small_mime_type" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_small_filesize" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_small_filename" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_medium_filename" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_url" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_width" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_height" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_mime_type" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_filesize" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_large_filename" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_url" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_width" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_height" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_mime_type" varchar;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_filesize" numeric;
  ALTER TABLE "content"."media" ADD COLUMN "sizes_xlarge_filename" varchar;
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "content"."media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "content"."media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "content"."media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_xlarge_sizes_xlarge_filename_idx" ON "content"."media" USING btree ("sizes_xlarge_filename");`);
}
