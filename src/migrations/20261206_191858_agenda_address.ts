import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Each person's calendar address has a version: renewing the address raises it (src/appointments/rules/agendaFeed.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "calendar_feed_version" numeric DEFAULT 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "calendar_feed_version";`)
}
