import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_phone_idx";
  ALTER TABLE "leads" ADD COLUMN "phone_key" varchar;
  CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_phone_key_idx";
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  ALTER TABLE "leads" DROP COLUMN "phone_key";`)
}
