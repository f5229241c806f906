import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A lead's history also records its activities' edits and deletions and its spam flag's changes.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_changes_field" ADD VALUE 'activity';
   ALTER TYPE "public"."enum_lead_changes_field" ADD VALUE 'suspectedSpam';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "lead_changes" WHERE "field"::text IN ('activity', 'suspectedSpam');
   ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_changes_field";
  CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'lostReason', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction', 'note', 'merge');
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE "public"."enum_lead_changes_field" USING "field"::"public"."enum_lead_changes_field";`)
}
