import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_email_idx";
  DROP INDEX "leads_phone_key_idx";
  CREATE INDEX "email_createdAt_idx" ON "leads" USING btree ("email","created_at");
  CREATE INDEX "phoneKey_createdAt_idx" ON "leads" USING btree ("phone_key","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_createdAt_idx";
  DROP INDEX "phoneKey_createdAt_idx";
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");`)
}
