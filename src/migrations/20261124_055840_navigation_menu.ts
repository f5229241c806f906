import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "navigation_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"route" varchar NOT NULL,
  	"badge" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "navigation_groups_footer_soon" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cta_name" varchar,
  	"cta_route" varchar,
  	"cta_description" varchar,
  	"footer_title" varchar
  );
  
  CREATE TABLE "navigation_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"route" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "navigation_groups_items" ADD CONSTRAINT "navigation_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_groups_footer_soon" ADD CONSTRAINT "navigation_groups_footer_soon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_groups" ADD CONSTRAINT "navigation_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_legal_links" ADD CONSTRAINT "navigation_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_groups_items_order_idx" ON "navigation_groups_items" USING btree ("_order");
  CREATE INDEX "navigation_groups_items_parent_id_idx" ON "navigation_groups_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_groups_footer_soon_order_idx" ON "navigation_groups_footer_soon" USING btree ("_order");
  CREATE INDEX "navigation_groups_footer_soon_parent_id_idx" ON "navigation_groups_footer_soon" USING btree ("_parent_id");
  CREATE INDEX "navigation_groups_order_idx" ON "navigation_groups" USING btree ("_order");
  CREATE INDEX "navigation_groups_parent_id_idx" ON "navigation_groups" USING btree ("_parent_id");
  CREATE INDEX "navigation_legal_links_order_idx" ON "navigation_legal_links" USING btree ("_order");
  CREATE INDEX "navigation_legal_links_parent_id_idx" ON "navigation_legal_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "navigation_groups_items" CASCADE;
  DROP TABLE "navigation_groups_footer_soon" CASCADE;
  DROP TABLE "navigation_groups" CASCADE;
  DROP TABLE "navigation_legal_links" CASCADE;
  DROP TABLE "navigation" CASCADE;`)
}
