import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_assignment_rule" ADD VALUE 'department' BEFORE 'none';
  CREATE TABLE "users_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "lead_assignment" ADD COLUMN "department_turns" jsonb DEFAULT '{}'::jsonb NOT NULL;
  ALTER TABLE "users_texts" ADD CONSTRAINT "users_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_texts_order_parent" ON "users_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_texts" CASCADE;
  UPDATE "lead_assignment" SET "rule" = 'round-robin' WHERE "rule" = 'department';
  ALTER TABLE "lead_assignment" ALTER COLUMN "rule" SET DATA TYPE text;
  ALTER TABLE "lead_assignment" ALTER COLUMN "rule" SET DEFAULT 'round-robin'::text;
  DROP TYPE "public"."enum_lead_assignment_rule";
  CREATE TYPE "public"."enum_lead_assignment_rule" AS ENUM('round-robin', 'none');
  ALTER TABLE "lead_assignment" ALTER COLUMN "rule" SET DEFAULT 'round-robin'::"public"."enum_lead_assignment_rule";
  ALTER TABLE "lead_assignment" ALTER COLUMN "rule" SET DATA TYPE "public"."enum_lead_assignment_rule" USING "rule"::"public"."enum_lead_assignment_rule";
  ALTER TABLE "lead_assignment" DROP COLUMN "department_turns";`)
}
