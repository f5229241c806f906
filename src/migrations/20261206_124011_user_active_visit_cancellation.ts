import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_changes_field" ADD VALUE 'visit';
  ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "visits" ADD COLUMN "cancellation_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_changes_field";
  CREATE TYPE "public"."enum_lead_changes_field" AS ENUM('status', 'lostReason', 'owner', 'name', 'email', 'phone', 'postalCode', 'nextAction', 'note', 'merge', 'activity', 'suspectedSpam');
  ALTER TABLE "lead_changes" ALTER COLUMN "field" SET DATA TYPE "public"."enum_lead_changes_field" USING "field"::"public"."enum_lead_changes_field";
  ALTER TABLE "users" DROP COLUMN "active";
  ALTER TABLE "visits" DROP COLUMN "cancellation_reason";`)
}
