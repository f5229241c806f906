import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Projects have both versions (project_drafts) and the trash (content_trash): their versions keep the trash date too.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_projects_v" ADD COLUMN IF NOT EXISTS "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX IF NOT EXISTS "_projects_v_version_version_deleted_at_idx" ON "_projects_v" USING btree ("version_deleted_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "_projects_v_version_version_deleted_at_idx";
  ALTER TABLE "_projects_v" DROP COLUMN IF EXISTS "version_deleted_at";`)
}
