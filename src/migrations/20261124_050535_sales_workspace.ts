import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_changes_id" integer;
  ALTER TABLE "lead_changes" ADD CONSTRAINT "lead_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_changes" ADD CONSTRAINT "lead_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_changes_lead_idx" ON "lead_changes" USING btree ("lead_id");
  CREATE INDEX "lead_changes_author_idx" ON "lead_changes" USING btree ("author_id");
  CREATE INDEX "lead_changes_updated_at_idx" ON "lead_changes" USING btree ("updated_at");
  CREATE INDEX "lead_changes_created_at_idx" ON "lead_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_changes_fk" FOREIGN KEY ("lead_changes_id") REFERENCES "public"."lead_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_changes_id";
  DROP TYPE "public"."enum_lead_changes_field";`)
}
