import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The dashboard's view each person last worked in, reopened at their next visit (collections/Users.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "dashboard_view" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "dashboard_view";`)
}
