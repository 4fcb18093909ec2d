import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Payload creates the schema when it pushes (development) or creates the database, not before
  // the migrations of a production start on an existing database: without this, the first fails.
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "content";`);
  await db.execute(sql`
   CREATE TYPE "content"."_locales" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it');
  CREATE TYPE "content"."enum_staff_role" AS ENUM('admin', 'manager', 'sales', 'marketing');
  CREATE TYPE "content"."enum_listings_payment_plan_stage" AS ENUM('booking', 'construction', 'handover', 'postHandover');
  CREATE TYPE "content"."enum_listings_features" AS ENUM('seaView', 'marinaView', 'burjView', 'golfView', 'privatePool', 'privateBeach', 'garden', 'balcony', 'maidsRoom', 'gym', 'sharedPool', 'kidsPlay', 'concierge', 'parking', 'metro', 'tenanted', 'furnished', 'smartHome');
  CREATE TYPE "content"."enum_listings_offer_status" AS ENUM('draft', 'available', 'under_offer', 'sold', 'rented');
  CREATE TYPE "content"."enum_listings_area" AS ENUM('dubaiMarina', 'downtown', 'palmJumeirah', 'businessBay', 'dubaiHills', 'jvc', 'creekHarbour', 'alMarjanIsland');
  CREATE TYPE "content"."enum_listings_type" AS ENUM('apartment', 'townhouse', 'villa');
  CREATE TYPE "content"."enum_listings_completion" AS ENUM('offPlan', 'ready');
  CREATE TYPE "content"."enum_listings_handover_quarter" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "content"."enum_listings_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__listings_v_version_payment_plan_stage" AS ENUM('booking', 'construction', 'handover', 'postHandover');
  CREATE TYPE "content"."enum__listings_v_version_features" AS ENUM('seaView', 'marinaView', 'burjView', 'golfView', 'privatePool', 'privateBeach', 'garden', 'balcony', 'maidsRoom', 'gym', 'sharedPool', 'kidsPlay', 'concierge', 'parking', 'metro', 'tenanted', 'furnished', 'smartHome');
  CREATE TYPE "content"."enum__listings_v_version_offer_status" AS ENUM('draft', 'available', 'under_offer', 'sold', 'rented');
  CREATE TYPE "content"."enum__listings_v_version_area" AS ENUM('dubaiMarina', 'downtown', 'palmJumeirah', 'businessBay', 'dubaiHills', 'jvc', 'creekHarbour', 'alMarjanIsland');
  CREATE TYPE "content"."enum__listings_v_version_type" AS ENUM('apartment', 'townhouse', 'villa');
  CREATE TYPE "content"."enum__listings_v_version_completion" AS ENUM('offPlan', 'ready');
  CREATE TYPE "content"."enum__listings_v_version_handover_quarter" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "content"."enum__listings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__listings_v_published_locale" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it');
  CREATE TYPE "content"."enum_experts_languages" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it', 'zh');
  CREATE TYPE "content"."enum_experts_gender" AS ENUM('female', 'male');
  CREATE TYPE "content"."enum__experts_v_version_languages" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it', 'zh');
  CREATE TYPE "content"."enum__experts_v_version_gender" AS ENUM('female', 'male');
  CREATE TYPE "content"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__articles_v_published_locale" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it');
  CREATE TYPE "content"."enum_events_page" AS ENUM('roadshow', 'roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  CREATE TYPE "content"."enum_events_startsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  CREATE TYPE "content"."enum_events_endsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  CREATE TYPE "content"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__events_v_version_page" AS ENUM('roadshow', 'roadshow-germany', 'roadshow-italy', 'roadshow-taiwan');
  CREATE TYPE "content"."enum__events_v_version_startsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  CREATE TYPE "content"."enum__events_v_version_endsat_tz" AS ENUM('Pacific/Midway', 'Pacific/Niue', 'Pacific/Honolulu', 'Pacific/Rarotonga', 'America/Anchorage', 'Pacific/Gambier', 'America/Los_Angeles', 'America/Tijuana', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/Guatemala', 'America/New_York', 'America/Bogota', 'America/Caracas', 'America/Santiago', 'America/Buenos_Aires', 'America/Sao_Paulo', 'Atlantic/South_Georgia', 'Atlantic/Azores', 'Atlantic/Cape_Verde', 'Europe/London', 'Europe/Berlin', 'Africa/Lagos', 'Europe/Athens', 'Africa/Cairo', 'Europe/Moscow', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Baku', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Calcutta', 'Asia/Dhaka', 'Asia/Almaty', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Brisbane', 'Australia/Sydney', 'Pacific/Guam', 'Pacific/Noumea', 'Pacific/Auckland', 'Pacific/Fiji');
  CREATE TYPE "content"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "content"."enum__events_v_published_locale" AS ENUM('en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it');
  CREATE TYPE "content"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "content"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "content"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "content"."staff" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"role" "content"."enum_staff_role" NOT NULL,
  	"agent_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."listings_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" "content"."enum_listings_payment_plan_stage",
  	"percent" numeric
  );
  
  CREATE TABLE "content"."listings_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum_listings_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "content"."listings_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "content"."listings_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "content"."listings_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "content"."listings_floor_plans_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "content"."listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"slug" varchar,
  	"offer_status" "content"."enum_listings_offer_status" DEFAULT 'draft',
  	"area" "content"."enum_listings_area",
  	"type" "content"."enum_listings_type",
  	"completion" "content"."enum_listings_completion",
  	"bedrooms" numeric,
  	"bathrooms" numeric,
  	"size_sqft" numeric,
  	"price_aed" numeric,
  	"developer" varchar,
  	"handover_year" numeric,
  	"handover_quarter" "content"."enum_listings_handover_quarter",
  	"service_charge_aed_per_sqft" numeric,
  	"estimated_rent_aed" numeric,
  	"coordinates_lat" numeric,
  	"coordinates_lng" numeric,
  	"permit_number" varchar,
  	"permit_expiry" timestamp(3) with time zone,
  	"expert_id" integer,
  	"off_plan_project_name" varchar,
  	"off_plan_dld_project_number" varchar,
  	"off_plan_escrow_account" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "content"."enum_listings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "content"."listings_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_listings_v_version_payment_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stage" "content"."enum__listings_v_version_payment_plan_stage",
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "content"."_listings_v_version_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum__listings_v_version_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "content"."_listings_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "content"."_listings_v_version_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_listings_v_version_floor_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "content"."_listings_v_version_floor_plans_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_listings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_reference" varchar,
  	"version_slug" varchar,
  	"version_offer_status" "content"."enum__listings_v_version_offer_status" DEFAULT 'draft',
  	"version_area" "content"."enum__listings_v_version_area",
  	"version_type" "content"."enum__listings_v_version_type",
  	"version_completion" "content"."enum__listings_v_version_completion",
  	"version_bedrooms" numeric,
  	"version_bathrooms" numeric,
  	"version_size_sqft" numeric,
  	"version_price_aed" numeric,
  	"version_developer" varchar,
  	"version_handover_year" numeric,
  	"version_handover_quarter" "content"."enum__listings_v_version_handover_quarter",
  	"version_service_charge_aed_per_sqft" numeric,
  	"version_estimated_rent_aed" numeric,
  	"version_coordinates_lat" numeric,
  	"version_coordinates_lng" numeric,
  	"version_permit_number" varchar,
  	"version_permit_expiry" timestamp(3) with time zone,
  	"version_expert_id" integer,
  	"version_off_plan_project_name" varchar,
  	"version_off_plan_dld_project_number" varchar,
  	"version_off_plan_escrow_account" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "content"."enum__listings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "content"."enum__listings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "content"."_listings_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."experts_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum_experts_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "content"."experts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"agent_id" varchar NOT NULL,
  	"name_scripts_arabic" varchar,
  	"name_scripts_hebrew" varchar,
  	"name_scripts_hangul" varchar,
  	"gender" "content"."enum_experts_gender" NOT NULL,
  	"photo_id" integer,
  	"phone" varchar,
  	"whatsapp" varchar,
  	"telegram" varchar,
  	"email" varchar,
  	"brn" varchar,
  	"active" boolean DEFAULT true,
  	"staff_account_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."experts_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_experts_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "content"."enum__experts_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "content"."_experts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_agent_id" varchar NOT NULL,
  	"version_name_scripts_arabic" varchar,
  	"version_name_scripts_hebrew" varchar,
  	"version_name_scripts_hangul" varchar,
  	"version_gender" "content"."enum__experts_v_version_gender" NOT NULL,
  	"version_photo_id" integer,
  	"version_phone" varchar,
  	"version_whatsapp" varchar,
  	"version_telegram" varchar,
  	"version_email" varchar,
  	"version_brn" varchar,
  	"version_active" boolean DEFAULT true,
  	"version_staff_account_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."_experts_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"cover_id" integer,
  	"author_id" integer,
  	"date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "content"."enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "content"."articles_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_cover_id" integer,
  	"version_author_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "content"."enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "content"."enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "content"."_articles_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page" "content"."enum_events_page",
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "content"."enum_events_startsat_tz",
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "content"."enum_events_endsat_tz",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "content"."enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "content"."events_locales" (
  	"city" varchar,
  	"venue" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page" "content"."enum__events_v_version_page",
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "content"."enum__events_v_version_startsat_tz",
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "content"."enum__events_v_version_endsat_tz",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "content"."enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "content"."enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "content"."_events_v_locales" (
  	"version_city" varchar,
  	"version_venue" varchar,
  	"version_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_xlarge_url" varchar,
  	"sizes_xlarge_width" numeric,
  	"sizes_xlarge_height" numeric,
  	"sizes_xlarge_mime_type" varchar,
  	"sizes_xlarge_filesize" numeric,
  	"sizes_xlarge_filename" varchar
  );
  
  CREATE TABLE "content"."media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "content"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "content"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "content"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "content"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "content"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "content"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" varchar,
  	"listings_id" integer,
  	"experts_id" integer,
  	"articles_id" integer,
  	"events_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "content"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" varchar
  );
  
  CREATE TABLE "content"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "content"."listings_payment_plan" ADD CONSTRAINT "listings_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings_features" ADD CONSTRAINT "listings_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings_gallery" ADD CONSTRAINT "listings_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."listings_gallery" ADD CONSTRAINT "listings_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings_gallery_locales" ADD CONSTRAINT "listings_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings_floor_plans" ADD CONSTRAINT "listings_floor_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."listings_floor_plans" ADD CONSTRAINT "listings_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings_floor_plans_locales" ADD CONSTRAINT "listings_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."listings" ADD CONSTRAINT "listings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "content"."experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."listings_locales" ADD CONSTRAINT "listings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_payment_plan" ADD CONSTRAINT "_listings_v_version_payment_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_features" ADD CONSTRAINT "_listings_v_version_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_gallery" ADD CONSTRAINT "_listings_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_gallery" ADD CONSTRAINT "_listings_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_gallery_locales" ADD CONSTRAINT "_listings_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_floor_plans" ADD CONSTRAINT "_listings_v_version_floor_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_floor_plans" ADD CONSTRAINT "_listings_v_version_floor_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_version_floor_plans_locales" ADD CONSTRAINT "_listings_v_version_floor_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v_version_floor_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_listings_v" ADD CONSTRAINT "_listings_v_parent_id_listings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_listings_v" ADD CONSTRAINT "_listings_v_version_expert_id_experts_id_fk" FOREIGN KEY ("version_expert_id") REFERENCES "content"."experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_listings_v_locales" ADD CONSTRAINT "_listings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."experts_languages" ADD CONSTRAINT "experts_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."experts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."experts" ADD CONSTRAINT "experts_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."experts" ADD CONSTRAINT "experts_staff_account_id_staff_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "content"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."experts_locales" ADD CONSTRAINT "experts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."experts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_experts_v_version_languages" ADD CONSTRAINT "_experts_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."_experts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_experts_v" ADD CONSTRAINT "_experts_v_parent_id_experts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_experts_v" ADD CONSTRAINT "_experts_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_experts_v" ADD CONSTRAINT "_experts_v_version_staff_account_id_staff_id_fk" FOREIGN KEY ("version_staff_account_id") REFERENCES "content"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_experts_v_locales" ADD CONSTRAINT "_experts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_experts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."articles" ADD CONSTRAINT "articles_author_id_experts_id_fk" FOREIGN KEY ("author_id") REFERENCES "content"."experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "content"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_experts_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "content"."experts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content"."_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "content"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "content"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listings_fk" FOREIGN KEY ("listings_id") REFERENCES "content"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experts_fk" FOREIGN KEY ("experts_id") REFERENCES "content"."experts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "content"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "content"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "content"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "content"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "content"."staff"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "staff_updated_at_idx" ON "content"."staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "content"."staff" USING btree ("created_at");
  CREATE INDEX "listings_payment_plan_order_idx" ON "content"."listings_payment_plan" USING btree ("_order");
  CREATE INDEX "listings_payment_plan_parent_id_idx" ON "content"."listings_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "listings_features_order_idx" ON "content"."listings_features" USING btree ("order");
  CREATE INDEX "listings_features_parent_idx" ON "content"."listings_features" USING btree ("parent_id");
  CREATE INDEX "listings_gallery_order_idx" ON "content"."listings_gallery" USING btree ("_order");
  CREATE INDEX "listings_gallery_parent_id_idx" ON "content"."listings_gallery" USING btree ("_parent_id");
  CREATE INDEX "listings_gallery_image_idx" ON "content"."listings_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "listings_gallery_locales_locale_parent_id_unique" ON "content"."listings_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "listings_floor_plans_order_idx" ON "content"."listings_floor_plans" USING btree ("_order");
  CREATE INDEX "listings_floor_plans_parent_id_idx" ON "content"."listings_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "listings_floor_plans_image_idx" ON "content"."listings_floor_plans" USING btree ("image_id");
  CREATE UNIQUE INDEX "listings_floor_plans_locales_locale_parent_id_unique" ON "content"."listings_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "listings_reference_idx" ON "content"."listings" USING btree ("reference");
  CREATE UNIQUE INDEX "listings_slug_idx" ON "content"."listings" USING btree ("slug");
  CREATE INDEX "listings_expert_idx" ON "content"."listings" USING btree ("expert_id");
  CREATE INDEX "listings_updated_at_idx" ON "content"."listings" USING btree ("updated_at");
  CREATE INDEX "listings_created_at_idx" ON "content"."listings" USING btree ("created_at");
  CREATE INDEX "listings__status_idx" ON "content"."listings" USING btree ("_status");
  CREATE UNIQUE INDEX "listings_locales_locale_parent_id_unique" ON "content"."listings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_listings_v_version_payment_plan_order_idx" ON "content"."_listings_v_version_payment_plan" USING btree ("_order");
  CREATE INDEX "_listings_v_version_payment_plan_parent_id_idx" ON "content"."_listings_v_version_payment_plan" USING btree ("_parent_id");
  CREATE INDEX "_listings_v_version_features_order_idx" ON "content"."_listings_v_version_features" USING btree ("order");
  CREATE INDEX "_listings_v_version_features_parent_idx" ON "content"."_listings_v_version_features" USING btree ("parent_id");
  CREATE INDEX "_listings_v_version_gallery_order_idx" ON "content"."_listings_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_listings_v_version_gallery_parent_id_idx" ON "content"."_listings_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_listings_v_version_gallery_image_idx" ON "content"."_listings_v_version_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "_listings_v_version_gallery_locales_locale_parent_id_unique" ON "content"."_listings_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_listings_v_version_floor_plans_order_idx" ON "content"."_listings_v_version_floor_plans" USING btree ("_order");
  CREATE INDEX "_listings_v_version_floor_plans_parent_id_idx" ON "content"."_listings_v_version_floor_plans" USING btree ("_parent_id");
  CREATE INDEX "_listings_v_version_floor_plans_image_idx" ON "content"."_listings_v_version_floor_plans" USING btree ("image_id");
  CREATE UNIQUE INDEX "_listings_v_version_floor_plans_locales_locale_parent_id_uni" ON "content"."_listings_v_version_floor_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_listings_v_parent_idx" ON "content"."_listings_v" USING btree ("parent_id");
  CREATE INDEX "_listings_v_version_version_reference_idx" ON "content"."_listings_v" USING btree ("version_reference");
  CREATE INDEX "_listings_v_version_version_slug_idx" ON "content"."_listings_v" USING btree ("version_slug");
  CREATE INDEX "_listings_v_version_version_expert_idx" ON "content"."_listings_v" USING btree ("version_expert_id");
  CREATE INDEX "_listings_v_version_version_updated_at_idx" ON "content"."_listings_v" USING btree ("version_updated_at");
  CREATE INDEX "_listings_v_version_version_created_at_idx" ON "content"."_listings_v" USING btree ("version_created_at");
  CREATE INDEX "_listings_v_version_version__status_idx" ON "content"."_listings_v" USING btree ("version__status");
  CREATE INDEX "_listings_v_created_at_idx" ON "content"."_listings_v" USING btree ("created_at");
  CREATE INDEX "_listings_v_updated_at_idx" ON "content"."_listings_v" USING btree ("updated_at");
  CREATE INDEX "_listings_v_snapshot_idx" ON "content"."_listings_v" USING btree ("snapshot");
  CREATE INDEX "_listings_v_published_locale_idx" ON "content"."_listings_v" USING btree ("published_locale");
  CREATE INDEX "_listings_v_latest_idx" ON "content"."_listings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_listings_v_locales_locale_parent_id_unique" ON "content"."_listings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "experts_languages_order_idx" ON "content"."experts_languages" USING btree ("order");
  CREATE INDEX "experts_languages_parent_idx" ON "content"."experts_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "experts_agent_id_idx" ON "content"."experts" USING btree ("agent_id");
  CREATE INDEX "experts_photo_idx" ON "content"."experts" USING btree ("photo_id");
  CREATE INDEX "experts_brn_idx" ON "content"."experts" USING btree ("brn");
  CREATE INDEX "experts_staff_account_idx" ON "content"."experts" USING btree ("staff_account_id");
  CREATE INDEX "experts_updated_at_idx" ON "content"."experts" USING btree ("updated_at");
  CREATE INDEX "experts_created_at_idx" ON "content"."experts" USING btree ("created_at");
  CREATE UNIQUE INDEX "experts_locales_locale_parent_id_unique" ON "content"."experts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_experts_v_version_languages_order_idx" ON "content"."_experts_v_version_languages" USING btree ("order");
  CREATE INDEX "_experts_v_version_languages_parent_idx" ON "content"."_experts_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_experts_v_parent_idx" ON "content"."_experts_v" USING btree ("parent_id");
  CREATE INDEX "_experts_v_version_version_agent_id_idx" ON "content"."_experts_v" USING btree ("version_agent_id");
  CREATE INDEX "_experts_v_version_version_photo_idx" ON "content"."_experts_v" USING btree ("version_photo_id");
  CREATE INDEX "_experts_v_version_version_brn_idx" ON "content"."_experts_v" USING btree ("version_brn");
  CREATE INDEX "_experts_v_version_version_staff_account_idx" ON "content"."_experts_v" USING btree ("version_staff_account_id");
  CREATE INDEX "_experts_v_version_version_updated_at_idx" ON "content"."_experts_v" USING btree ("version_updated_at");
  CREATE INDEX "_experts_v_version_version_created_at_idx" ON "content"."_experts_v" USING btree ("version_created_at");
  CREATE INDEX "_experts_v_created_at_idx" ON "content"."_experts_v" USING btree ("created_at");
  CREATE INDEX "_experts_v_updated_at_idx" ON "content"."_experts_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_experts_v_locales_locale_parent_id_unique" ON "content"."_experts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "content"."articles" USING btree ("slug");
  CREATE INDEX "articles_cover_idx" ON "content"."articles" USING btree ("cover_id");
  CREATE INDEX "articles_author_idx" ON "content"."articles" USING btree ("author_id");
  CREATE INDEX "articles_updated_at_idx" ON "content"."articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "content"."articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "content"."articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "content"."articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "content"."_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "content"."_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "content"."_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_author_idx" ON "content"."_articles_v" USING btree ("version_author_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "content"."_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "content"."_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "content"."_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "content"."_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "content"."_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "content"."_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "content"."_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "content"."_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "content"."_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_updated_at_idx" ON "content"."events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "content"."events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "content"."events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "content"."events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "content"."_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "content"."_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "content"."_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "content"."_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "content"."_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "content"."_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "content"."_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "content"."_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "content"."_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "content"."_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "content"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "content"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "content"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "content"."media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "content"."media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "content"."media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "content"."media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_xlarge_sizes_xlarge_filename_idx" ON "content"."media" USING btree ("sizes_xlarge_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "content"."media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "content"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "content"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "content"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "content"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "content"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "content"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "content"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "content"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "content"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "content"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "content"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "content"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "content"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "content"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "content"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "content"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "content"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "content"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_listings_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("listings_id");
  CREATE INDEX "payload_locked_documents_rels_experts_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("experts_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "content"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "content"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "content"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "content"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "content"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "content"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "content"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_staff_id_idx" ON "content"."payload_preferences_rels" USING btree ("staff_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "content"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "content"."payload_migrations" USING btree ("created_at");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "content"."staff" CASCADE;
  DROP TABLE "content"."listings_payment_plan" CASCADE;
  DROP TABLE "content"."listings_features" CASCADE;
  DROP TABLE "content"."listings_gallery" CASCADE;
  DROP TABLE "content"."listings_gallery_locales" CASCADE;
  DROP TABLE "content"."listings_floor_plans" CASCADE;
  DROP TABLE "content"."listings_floor_plans_locales" CASCADE;
  DROP TABLE "content"."listings" CASCADE;
  DROP TABLE "content"."listings_locales" CASCADE;
  DROP TABLE "content"."_listings_v_version_payment_plan" CASCADE;
  DROP TABLE "content"."_listings_v_version_features" CASCADE;
  DROP TABLE "content"."_listings_v_version_gallery" CASCADE;
  DROP TABLE "content"."_listings_v_version_gallery_locales" CASCADE;
  DROP TABLE "content"."_listings_v_version_floor_plans" CASCADE;
  DROP TABLE "content"."_listings_v_version_floor_plans_locales" CASCADE;
  DROP TABLE "content"."_listings_v" CASCADE;
  DROP TABLE "content"."_listings_v_locales" CASCADE;
  DROP TABLE "content"."experts_languages" CASCADE;
  DROP TABLE "content"."experts" CASCADE;
  DROP TABLE "content"."experts_locales" CASCADE;
  DROP TABLE "content"."_experts_v_version_languages" CASCADE;
  DROP TABLE "content"."_experts_v" CASCADE;
  DROP TABLE "content"."_experts_v_locales" CASCADE;
  DROP TABLE "content"."articles" CASCADE;
  DROP TABLE "content"."articles_locales" CASCADE;
  DROP TABLE "content"."_articles_v" CASCADE;
  DROP TABLE "content"."_articles_v_locales" CASCADE;
  DROP TABLE "content"."events" CASCADE;
  DROP TABLE "content"."events_locales" CASCADE;
  DROP TABLE "content"."_events_v" CASCADE;
  DROP TABLE "content"."_events_v_locales" CASCADE;
  DROP TABLE "content"."media" CASCADE;
  DROP TABLE "content"."media_locales" CASCADE;
  DROP TABLE "content"."payload_kv" CASCADE;
  DROP TABLE "content"."payload_jobs_log" CASCADE;
  DROP TABLE "content"."payload_jobs" CASCADE;
  DROP TABLE "content"."payload_locked_documents" CASCADE;
  DROP TABLE "content"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "content"."payload_preferences" CASCADE;
  DROP TABLE "content"."payload_preferences_rels" CASCADE;
  DROP TABLE "content"."payload_migrations" CASCADE;
  DROP TYPE "content"."_locales";
  DROP TYPE "content"."enum_staff_role";
  DROP TYPE "content"."enum_listings_payment_plan_stage";
  DROP TYPE "content"."enum_listings_features";
  DROP TYPE "content"."enum_listings_offer_status";
  DROP TYPE "content"."enum_listings_area";
  DROP TYPE "content"."enum_listings_type";
  DROP TYPE "content"."enum_listings_completion";
  DROP TYPE "content"."enum_listings_handover_quarter";
  DROP TYPE "content"."enum_listings_status";
  DROP TYPE "content"."enum__listings_v_version_payment_plan_stage";
  DROP TYPE "content"."enum__listings_v_version_features";
  DROP TYPE "content"."enum__listings_v_version_offer_status";
  DROP TYPE "content"."enum__listings_v_version_area";
  DROP TYPE "content"."enum__listings_v_version_type";
  DROP TYPE "content"."enum__listings_v_version_completion";
  DROP TYPE "content"."enum__listings_v_version_handover_quarter";
  DROP TYPE "content"."enum__listings_v_version_status";
  DROP TYPE "content"."enum__listings_v_published_locale";
  DROP TYPE "content"."enum_experts_languages";
  DROP TYPE "content"."enum_experts_gender";
  DROP TYPE "content"."enum__experts_v_version_languages";
  DROP TYPE "content"."enum__experts_v_version_gender";
  DROP TYPE "content"."enum_articles_status";
  DROP TYPE "content"."enum__articles_v_version_status";
  DROP TYPE "content"."enum__articles_v_published_locale";
  DROP TYPE "content"."enum_events_page";
  DROP TYPE "content"."enum_events_startsat_tz";
  DROP TYPE "content"."enum_events_endsat_tz";
  DROP TYPE "content"."enum_events_status";
  DROP TYPE "content"."enum__events_v_version_page";
  DROP TYPE "content"."enum__events_v_version_startsat_tz";
  DROP TYPE "content"."enum__events_v_version_endsat_tz";
  DROP TYPE "content"."enum__events_v_version_status";
  DROP TYPE "content"."enum__events_v_published_locale";
  DROP TYPE "content"."enum_payload_jobs_log_task_slug";
  DROP TYPE "content"."enum_payload_jobs_log_state";
  DROP TYPE "content"."enum_payload_jobs_task_slug";`);
}
