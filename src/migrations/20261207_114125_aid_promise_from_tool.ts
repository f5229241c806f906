import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "figures_max_aid";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "figures_max_aid" varchar NOT NULL DEFAULT '8 500 €';
  ALTER TABLE "site_settings" ALTER COLUMN "figures_max_aid" DROP DEFAULT;`)
}
