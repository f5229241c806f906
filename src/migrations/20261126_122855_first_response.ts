import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_report_idx";
  ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  -- Backfill: the owner's first contact as far as the rows tell it, the first opening when the owner
  -- opened it (or a salesperson, on a lead nobody owns), or the owner's earliest done activity (dated no
  -- later than the Paris day it was logged), whichever came first. A lead reassigned since is read with
  -- its present owner.
  UPDATE "leads" l SET "first_response_at" = least(
    CASE WHEN l."opened_by_id" = l."owner_id"
      OR (l."owner_id" IS NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = l."opened_by_id" AND u."role" = 'sales'))
    THEN l."first_opened_at" END,
    (SELECT min(a."created_at") FROM "lead_activities" a
      WHERE a."lead_id" = l."id"
        AND (a."date" AT TIME ZONE 'Europe/Paris')::date <= (a."created_at" AT TIME ZONE 'Europe/Paris')::date
        AND (a."author_id" = l."owner_id"
          OR (l."owner_id" IS NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a."author_id" AND u."role" = 'sales'))))
  )
  WHERE l."first_opened_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "lead_activities" a WHERE a."lead_id" = l."id");
  CREATE INDEX "leads_report_idx" ON "leads" USING btree ("created_at","form_origin","status","owner_id","first_response_at","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_report_idx";
  CREATE INDEX "leads_report_idx" ON "leads" USING btree ("created_at","form_origin","status","owner_id","first_opened_at","id");
  ALTER TABLE "leads" DROP COLUMN "first_response_at";`)
}
