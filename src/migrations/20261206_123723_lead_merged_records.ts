import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The leads merged into a lead, with their own words and the values they replaced (DESIGN §10: merging keeps both).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "merged_leads" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "merged_leads";`)
}
