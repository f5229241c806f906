import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "leads_report_idx" ON "leads" USING btree ("created_at","form_origin","status","owner_id","first_opened_at","id");
  CREATE INDEX "leads_open_created_at_idx" ON "leads" USING btree ("created_at") WHERE status in ('new', 'to-contact', 'in-progress');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_report_idx";
  DROP INDEX "leads_open_created_at_idx";`)
}
