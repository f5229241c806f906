import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_availability_hours_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_visits_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_visits_booked_by" AS ENUM('visitor', 'staff');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendVisitEmails' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendVisitEmails' BEFORE 'schedulePublish';
  CREATE TABLE "users_availability_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_users_availability_hours_day",
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "users_availability_days_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone,
  	"to" timestamp(3) with time zone
  );
  
  CREATE TABLE "visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"blocked_until" timestamp(3) with time zone NOT NULL,
  	"status" "enum_visits_status" DEFAULT 'booked' NOT NULL,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"booked_by" "enum_visits_booked_by" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "availability_visit_minutes" numeric DEFAULT 60;
  ALTER TABLE "users" ADD COLUMN "availability_margin_minutes" numeric DEFAULT 30;
  ALTER TABLE "users" ADD COLUMN "availability_notice_hours" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visits_id" integer;
  ALTER TABLE "users_availability_hours" ADD CONSTRAINT "users_availability_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_availability_days_off" ADD CONSTRAINT "users_availability_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_availability_hours_order_idx" ON "users_availability_hours" USING btree ("_order");
  CREATE INDEX "users_availability_hours_parent_id_idx" ON "users_availability_hours" USING btree ("_parent_id");
  CREATE INDEX "users_availability_days_off_order_idx" ON "users_availability_days_off" USING btree ("_order");
  CREATE INDEX "users_availability_days_off_parent_id_idx" ON "users_availability_days_off" USING btree ("_parent_id");
  CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id");
  CREATE INDEX "visits_owner_idx" ON "visits" USING btree ("owner_id");
  CREATE INDEX "visits_starts_at_idx" ON "visits" USING btree ("starts_at");
  CREATE INDEX "visits_updated_at_idx" ON "visits" USING btree ("updated_at");
  CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "visits_one_booked_per_lead" ON "visits" USING btree ("lead_id") WHERE status = 'booked';
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visits_fk" FOREIGN KEY ("visits_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("visits_id");`)
  // Never two booked visits of one salesperson overlapping, travel margin included: PostgreSQL checks it on
  // every insert and update, whatever instance sends it (btree_gist lets the gist index compare the owner).
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap"
    EXCLUDE USING gist ("owner_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" = 'booked');`)
  // Everyone already there starts with the default hours, as a new user does (Monday to Friday, 9:00–12:00 and 14:00–18:00).
  await db.execute(sql`
  INSERT INTO "users_availability_hours" ("_order", "_parent_id", "id", "day", "from", "to")
  SELECT (weekday - 1) * 2 + span, users.id, substr(md5(random()::text || users.id || weekday || span), 1, 24),
    weekday::text::"enum_users_availability_hours_day",
    CASE span WHEN 1 THEN '09:00' ELSE '14:00' END, CASE span WHEN 1 THEN '12:00' ELSE '18:00' END
  FROM users, generate_series(1, 5) weekday, generate_series(1, 2) span;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_availability_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_availability_days_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_availability_hours" CASCADE;
  DROP TABLE "users_availability_days_off" CASCADE;
  DROP TABLE "visits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_visits_id_idx";
  ALTER TABLE "users" DROP COLUMN "availability_visit_minutes";
  ALTER TABLE "users" DROP COLUMN "availability_margin_minutes";
  ALTER TABLE "users" DROP COLUMN "availability_notice_hours";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visits_id";
  DROP TYPE "public"."enum_users_availability_hours_day";
  DROP TYPE "public"."enum_visits_status";
  DROP TYPE "public"."enum_visits_booked_by";`)
}
