import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_changes_field" ADD VALUE 'note';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "lead_changes" WHERE "field" = 'note';
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_changes_field";
  CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction');
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE "public"."enum_lead_changes_field" USING "field"::"public"."enum_lead_changes_field";`)
}
