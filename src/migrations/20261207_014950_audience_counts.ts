import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audience_counts_kind" AS ENUM('view', 'shown', 'start', 'step', 'sent', 'error');
  CREATE TABLE "audience_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"form" varchar DEFAULT '' NOT NULL,
  	"step" numeric DEFAULT 0 NOT NULL,
  	"source" varchar DEFAULT '' NOT NULL,
  	"medium" varchar DEFAULT '' NOT NULL,
  	"campaign" varchar DEFAULT '' NOT NULL,
  	"kind" "enum_audience_counts_kind" NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audience_counts_id" integer;
  CREATE INDEX "audience_counts_day_idx" ON "audience_counts" USING btree ("day");
  CREATE INDEX "audience_counts_updated_at_idx" ON "audience_counts" USING btree ("updated_at");
  CREATE INDEX "audience_counts_created_at_idx" ON "audience_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_path_form_step_source_medium_campaign_kind_idx" ON "audience_counts" USING btree ("day","path","form","step","source","medium","campaign","kind");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audience_counts_fk" FOREIGN KEY ("audience_counts_id") REFERENCES "public"."audience_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audience_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("audience_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audience_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audience_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audience_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_audience_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audience_counts_id";
  DROP TYPE "public"."enum_audience_counts_kind";`)
}
