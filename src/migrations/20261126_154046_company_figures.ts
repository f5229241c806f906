import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_figures_service_area" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"region" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  DROP TABLE "navigation_groups_footer_soon" CASCADE;
  ALTER TABLE "site_settings" ADD COLUMN "figures_founding_year" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "figures_projects_done" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_response_delay" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_quote_delay" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_works_duration" varchar;
  -- Settings saved before: one value per figure, the most conservative of the company's texts
  -- (the projects count of the pages other than home and about), and the three regions served.
  UPDATE "site_settings" SET
    "figures_founding_year" = 1949,
    "figures_projects_done" = COALESCE("figures_projects_short", '500+'),
    "figures_response_delay" = '24 à 48 h',
    "figures_quote_delay" = '7 jours',
    "figures_works_duration" = '3 à 5 semaines';
  ALTER TABLE "site_settings" ALTER COLUMN "figures_founding_year" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_projects_done" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_response_delay" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_quote_delay" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_works_duration" SET NOT NULL;
  INSERT INTO "site_settings_figures_service_area" ("_order", "_parent_id", "id", "region")
    SELECT area."order", s."id", md5(random()::text || area."region"), area."region"
    FROM "site_settings" s, (VALUES (1, 'Normandie'), (2, 'Hauts-de-France'), (3, 'Île-de-France')) AS area("order", "region");
  INSERT INTO "site_settings_texts" ("order", "parent_id", "path", "text")
    SELECT department."order", s."id", 'figures.serviceArea.' || (area."order" - 1) || '.departments', department."code"
    FROM "site_settings" s,
      (VALUES (1, 'Normandie'), (2, 'Hauts-de-France'), (3, 'Île-de-France')) AS area("order", "region"),
      LATERAL unnest(CASE area."order"
        WHEN 1 THEN ARRAY['14', '27', '50', '61', '76']
        WHEN 2 THEN ARRAY['02', '59', '60', '62', '80']
        ELSE ARRAY['75', '77', '78', '91', '92', '93', '94', '95'] END) WITH ORDINALITY AS department("code", "order");
  ALTER TABLE "site_settings_figures_service_area" ADD CONSTRAINT "site_settings_figures_service_area_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_figures_service_area_order_idx" ON "site_settings_figures_service_area" USING btree ("_order");
  CREATE INDEX "site_settings_figures_service_area_parent_id_idx" ON "site_settings_figures_service_area" USING btree ("_parent_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  ALTER TABLE "site_settings" DROP COLUMN "figures_projects_home";
  ALTER TABLE "site_settings" DROP COLUMN "figures_projects_short";
  ALTER TABLE "site_settings" DROP COLUMN "figures_projects_about";
  ALTER TABLE "site_settings" DROP COLUMN "figures_years_experience";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "navigation_groups_footer_soon" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  DROP TABLE "site_settings_figures_service_area" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  ALTER TABLE "site_settings" ADD COLUMN "figures_projects_home" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_projects_short" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_projects_about" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "figures_years_experience" varchar;
  UPDATE "site_settings" SET "figures_projects_home" = "figures_projects_done", "figures_projects_short" = "figures_projects_done",
    "figures_projects_about" = "figures_projects_done", "figures_years_experience" = '75+';
  ALTER TABLE "site_settings" ALTER COLUMN "figures_projects_home" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_projects_short" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_projects_about" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "figures_years_experience" SET NOT NULL;
  ALTER TABLE "navigation_groups_footer_soon" ADD CONSTRAINT "navigation_groups_footer_soon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_groups_footer_soon_order_idx" ON "navigation_groups_footer_soon" USING btree ("_order");
  CREATE INDEX "navigation_groups_footer_soon_parent_id_idx" ON "navigation_groups_footer_soon" USING btree ("_parent_id");
  ALTER TABLE "site_settings" DROP COLUMN "figures_founding_year";
  ALTER TABLE "site_settings" DROP COLUMN "figures_projects_done";
  ALTER TABLE "site_settings" DROP COLUMN "figures_response_delay";
  ALTER TABLE "site_settings" DROP COLUMN "figures_quote_delay";
  ALTER TABLE "site_settings" DROP COLUMN "figures_works_duration";`)
}
