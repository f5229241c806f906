import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_next_action_type" AS ENUM('call', 'email', 'meeting', 'visit', 'quote');
  CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction');
  CREATE TYPE "public"."enum_lead_assignment_rule" AS ENUM('round-robin', 'none');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyOwnerOfLead' BEFORE 'anonymiseExpiredLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyOwnerOfLead' BEFORE 'anonymiseExpiredLeads';
  CREATE TABLE "lead_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"field" "enum_lead_changes_field" NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_assignment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rule" "enum_lead_assignment_rule" DEFAULT 'round-robin' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone,
  	"turn" integer DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "receives_leads" boolean DEFAULT true;
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "next_action_type" "enum_leads_next_action_type";
  ALTER TABLE "leads" ADD COLUMN "next_action_due_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "next_action_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_changes_id" integer;
  ALTER TABLE "lead_changes" ADD CONSTRAINT "lead_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_changes" ADD CONSTRAINT "lead_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_changes_lead_idx" ON "lead_changes" USING btree ("lead_id");
  CREATE INDEX "lead_changes_author_idx" ON "lead_changes" USING btree ("author_id");
  CREATE INDEX "lead_changes_updated_at_idx" ON "lead_changes" USING btree ("updated_at");
  CREATE INDEX "lead_changes_created_at_idx" ON "lead_changes" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_changes_fk" FOREIGN KEY ("lead_changes_id") REFERENCES "public"."lead_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_next_action_next_action_due_at_idx" ON "leads" USING btree ("next_action_due_at");
  CREATE INDEX "owner_createdAt_idx" ON "leads" USING btree ("owner_id","created_at");
  CREATE INDEX "payload_locked_documents_rels_lead_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_changes_id");
  -- The assignment setting's single row, which holds the round-robin's turn from the start.
  INSERT INTO "lead_assignment" ("rule", "turn", "updated_at", "created_at") VALUES ('round-robin', 0, now(), now());`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_assignment" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_changes" CASCADE;
  DROP TABLE "lead_assignment" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_changes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'anonymiseExpiredLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'anonymiseExpiredLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "leads_next_action_next_action_due_at_idx";
  DROP INDEX "owner_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_lead_changes_id_idx";
  ALTER TABLE "users" DROP COLUMN "receives_leads";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "next_action_type";
  ALTER TABLE "leads" DROP COLUMN "next_action_due_at";
  ALTER TABLE "leads" DROP COLUMN "next_action_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_changes_id";
  DROP TYPE "public"."enum_leads_next_action_type";
  DROP TYPE "public"."enum_lead_changes_field";
  DROP TYPE "public"."enum_lead_assignment_rule";`)
}
