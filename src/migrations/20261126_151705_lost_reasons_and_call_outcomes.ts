import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { seedLostReasons } from '@/leads/rules/lostReason'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_activities_outcome" AS ENUM('reached', 'voicemail', 'no-answer', 'meeting-booked');
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'lost' BEFORE 'invalid';
  ALTER TYPE "public"."enum_lead_changes_field" ADD VALUE 'lostReason' BEFORE 'owner';
  CREATE TABLE "lost_reasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "lost_reason_id" integer;
  ALTER TABLE "lead_activities" ADD COLUMN "outcome" "enum_lead_activities_outcome";
  ALTER TABLE "lead_activities" ADD COLUMN "comment" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lost_reasons_id" integer;
  CREATE INDEX "lost_reasons__order_idx" ON "lost_reasons" USING btree ("_order");
  CREATE UNIQUE INDEX "lost_reasons_label_idx" ON "lost_reasons" USING btree ("label");
  CREATE INDEX "lost_reasons_updated_at_idx" ON "lost_reasons" USING btree ("updated_at");
  CREATE INDEX "lost_reasons_created_at_idx" ON "lost_reasons" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_id_lost_reasons_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lost_reasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lost_reasons_fk" FOREIGN KEY ("lost_reasons_id") REFERENCES "public"."lost_reasons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_lost_reason_idx" ON "leads" USING btree ("lost_reason_id");
  CREATE INDEX "payload_locked_documents_rels_lost_reasons_id_idx" ON "payload_locked_documents_rels" USING btree ("lost_reasons_id");`)
  // Every database starts with the usual reasons, in this order (orderable's keys a0, a1…); the manager edits the list afterwards.
  for (const [index, label] of seedLostReasons.entries()) {
    await db.execute(sql`insert into lost_reasons (_order, label) values (${`a${index}`}, ${label}) on conflict (label) do nothing`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lost_reasons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lost_reasons" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_lost_reason_id_lost_reasons_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lost_reasons_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'to-contact', 'in-progress', 'converted', 'invalid');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_changes_field";
  CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction', 'note');
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE "public"."enum_lead_changes_field" USING "field"::"public"."enum_lead_changes_field";
  DROP INDEX "leads_lost_reason_idx";
  DROP INDEX "payload_locked_documents_rels_lost_reasons_id_idx";
  ALTER TABLE "leads" DROP COLUMN "lost_reason_id";
  ALTER TABLE "lead_activities" DROP COLUMN "outcome";
  ALTER TABLE "lead_activities" DROP COLUMN "comment";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lost_reasons_id";
  DROP TYPE "public"."enum_lead_activities_outcome";`)
}
