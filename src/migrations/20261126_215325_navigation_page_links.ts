import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A page's public address as the site served it when this migration was written ('accueil' is /). */
const address = sql.raw(`case when p.slug = 'accueil' then '/' else '/' || p.slug end`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_groups_items" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "navigation_legal_links" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "navigation_groups_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_groups" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "navigation_legal_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "navigation_groups_items" ADD CONSTRAINT "navigation_groups_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_groups" ADD CONSTRAINT "navigation_groups_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_legal_links" ADD CONSTRAINT "navigation_legal_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "navigation_groups_items_page_idx" ON "navigation_groups_items" USING btree ("page_id");
  CREATE INDEX "navigation_groups_cta_cta_page_idx" ON "navigation_groups" USING btree ("cta_page_id");
  CREATE INDEX "navigation_legal_links_page_idx" ON "navigation_legal_links" USING btree ("page_id");`)
  // The menu's typed addresses that are pages become links to those pages.
  await db.execute(sql`
  UPDATE "navigation_groups_items" i SET "page_id" = p.id, "route" = NULL FROM "pages" p WHERE i."route" = ${address};
  UPDATE "navigation_legal_links" i SET "page_id" = p.id, "route" = NULL FROM "pages" p WHERE i."route" = ${address};
  UPDATE "navigation_groups" i SET "cta_page_id" = p.id, "cta_route" = NULL FROM "pages" p WHERE i."cta_route" = ${address};`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "navigation_groups_items" i SET "route" = ${address} FROM "pages" p WHERE i."page_id" = p.id;
  UPDATE "navigation_legal_links" i SET "route" = ${address} FROM "pages" p WHERE i."page_id" = p.id;
  UPDATE "navigation_groups" i SET "cta_route" = ${address} FROM "pages" p WHERE i."cta_page_id" = p.id;
  DELETE FROM "navigation_groups_items" WHERE "route" IS NULL;
  DELETE FROM "navigation_legal_links" WHERE "route" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "navigation_groups_items" DROP CONSTRAINT "navigation_groups_items_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_groups" DROP CONSTRAINT "navigation_groups_cta_page_id_pages_id_fk";
  
  ALTER TABLE "navigation_legal_links" DROP CONSTRAINT "navigation_legal_links_page_id_pages_id_fk";
  
  DROP INDEX "navigation_groups_items_page_idx";
  DROP INDEX "navigation_groups_cta_cta_page_idx";
  DROP INDEX "navigation_legal_links_page_idx";
  ALTER TABLE "navigation_groups_items" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "navigation_legal_links" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "navigation_groups_items" DROP COLUMN "page_id";
  ALTER TABLE "navigation_groups" DROP COLUMN "cta_page_id";
  ALTER TABLE "navigation_legal_links" DROP COLUMN "page_id";`)
}
