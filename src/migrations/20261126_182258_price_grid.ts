import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The price grid of attic works by finish; an existing site gets the grid the tools used (1 200 to 1 800 € per m²). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_plancher_low" numeric NOT NULL DEFAULT 1200;
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_plancher_high" numeric NOT NULL DEFAULT 1400;
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_moyen_low" numeric NOT NULL DEFAULT 1300;
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_moyen_high" numeric NOT NULL DEFAULT 1600;
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_premium_low" numeric NOT NULL DEFAULT 1500;
  ALTER TABLE "site_settings" ADD COLUMN "price_grid_premium_high" numeric NOT NULL DEFAULT 1800;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_plancher_low" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_plancher_high" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_moyen_low" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_moyen_high" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_premium_low" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "price_grid_premium_high" DROP DEFAULT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_plancher_low";
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_plancher_high";
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_moyen_low";
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_moyen_high";
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_premium_low";
  ALTER TABLE "site_settings" DROP COLUMN "price_grid_premium_high";`)
}
