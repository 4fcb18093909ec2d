import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content"."events" ALTER COLUMN "page" SET DATA TYPE text;
  DROP TYPE "content"."enum_events_page";
  CREATE TYPE "content"."enum_events_page" AS ENUM('roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  ALTER TABLE "content"."events" ALTER COLUMN "page" SET DATA TYPE "content"."enum_events_page" USING "page"::"content"."enum_events_page";
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DATA TYPE text;
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DEFAULT 'Europe/Berlin'::text;
  DROP TYPE "content"."enum_events_startsat_tz";
  CREATE TYPE "content"."enum_events_startsat_tz" AS ENUM('Europe/Berlin', 'Europe/Rome', 'Asia/Taipei', 'Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DEFAULT 'Europe/Berlin'::"content"."enum_events_startsat_tz";
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DATA TYPE "content"."enum_events_startsat_tz" USING "startsat_tz"::"content"."enum_events_startsat_tz";
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DATA TYPE text;
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DEFAULT 'Europe/Berlin'::text;
  DROP TYPE "content"."enum_events_endsat_tz";
  CREATE TYPE "content"."enum_events_endsat_tz" AS ENUM('Europe/Berlin', 'Europe/Rome', 'Asia/Taipei', 'Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DEFAULT 'Europe/Berlin'::"content"."enum_events_endsat_tz";
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DATA TYPE "content"."enum_events_endsat_tz" USING "endsat_tz"::"content"."enum_events_endsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_page" SET DATA TYPE text;
  DROP TYPE "content"."enum__events_v_version_page";
  CREATE TYPE "content"."enum__events_v_version_page" AS ENUM('roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_page" SET DATA TYPE "content"."enum__events_v_version_page" USING "version_page"::"content"."enum__events_v_version_page";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DATA TYPE text;
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DEFAULT 'Europe/Berlin'::text;
  DROP TYPE "content"."enum__events_v_version_startsat_tz";
  CREATE TYPE "content"."enum__events_v_version_startsat_tz" AS ENUM('Europe/Berlin', 'Europe/Rome', 'Asia/Taipei', 'Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DEFAULT 'Europe/Berlin'::"content"."enum__events_v_version_startsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DATA TYPE "content"."enum__events_v_version_startsat_tz" USING "version_startsat_tz"::"content"."enum__events_v_version_startsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DATA TYPE text;
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DEFAULT 'Europe/Berlin'::text;
  DROP TYPE "content"."enum__events_v_version_endsat_tz";
  CREATE TYPE "content"."enum__events_v_version_endsat_tz" AS ENUM('Europe/Berlin', 'Europe/Rome', 'Asia/Taipei', 'Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DEFAULT 'Europe/Berlin'::"content"."enum__events_v_version_endsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DATA TYPE "content"."enum__events_v_version_endsat_tz" USING "version_endsat_tz"::"content"."enum__events_v_version_endsat_tz";
  ALTER TABLE "content"."events_locales" DROP COLUMN "label";
  ALTER TABLE "content"."_events_v_locales" DROP COLUMN "version_label";`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "content"."enum_events_page" ADD VALUE 'roadshow' BEFORE 'roadshow-germany';
  ALTER TYPE "content"."enum__events_v_version_page" ADD VALUE 'roadshow' BEFORE 'roadshow-germany';
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DATA TYPE text;
  DROP TYPE "content"."enum_events_startsat_tz";
  CREATE TYPE "content"."enum_events_startsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" SET DATA TYPE "content"."enum_events_startsat_tz" USING "startsat_tz"::"content"."enum_events_startsat_tz";
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DATA TYPE text;
  DROP TYPE "content"."enum_events_endsat_tz";
  CREATE TYPE "content"."enum_events_endsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" SET DATA TYPE "content"."enum_events_endsat_tz" USING "endsat_tz"::"content"."enum_events_endsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DATA TYPE text;
  DROP TYPE "content"."enum__events_v_version_startsat_tz";
  CREATE TYPE "content"."enum__events_v_version_startsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" SET DATA TYPE "content"."enum__events_v_version_startsat_tz" USING "version_startsat_tz"::"content"."enum__events_v_version_startsat_tz";
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DATA TYPE text;
  DROP TYPE "content"."enum__events_v_version_endsat_tz";
  CREATE TYPE "content"."enum__events_v_version_endsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" SET DATA TYPE "content"."enum__events_v_version_endsat_tz" USING "version_endsat_tz"::"content"."enum__events_v_version_endsat_tz";
  ALTER TABLE "content"."events" ALTER COLUMN "startsat_tz" DROP DEFAULT;
  ALTER TABLE "content"."events" ALTER COLUMN "endsat_tz" DROP DEFAULT;
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_startsat_tz" DROP DEFAULT;
  ALTER TABLE "content"."_events_v" ALTER COLUMN "version_endsat_tz" DROP DEFAULT;
  ALTER TABLE "content"."events_locales" ADD COLUMN "label" varchar;
  ALTER TABLE "content"."_events_v_locales" ADD COLUMN "version_label" varchar;`);
}
