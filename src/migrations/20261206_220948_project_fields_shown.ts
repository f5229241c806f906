import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_benefits" DROP COLUMN "story";
  ALTER TABLE "projects" DROP COLUMN "financing_monthly_budget";
  ALTER TABLE "projects" DROP COLUMN "financing_loan_part";
  ALTER TABLE "_projects_v_version_benefits" DROP COLUMN "story";
  ALTER TABLE "_projects_v" DROP COLUMN "version_financing_monthly_budget";
  ALTER TABLE "_projects_v" DROP COLUMN "version_financing_loan_part";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_benefits" ADD COLUMN "story" jsonb;
  ALTER TABLE "projects" ADD COLUMN "financing_monthly_budget" numeric;
  ALTER TABLE "projects" ADD COLUMN "financing_loan_part" numeric;
  ALTER TABLE "_projects_v_version_benefits" ADD COLUMN "story" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_financing_monthly_budget" numeric;
  ALTER TABLE "_projects_v" ADD COLUMN "version_financing_loan_part" numeric;`)
}
