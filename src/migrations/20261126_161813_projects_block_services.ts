import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_projects_services" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum__pages_v_blocks_projects_services" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TABLE "pages_blocks_projects_services" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_projects_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_projects_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_projects_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "pages_blocks_projects_services" ADD CONSTRAINT "pages_blocks_projects_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_projects_services" ADD CONSTRAINT "_pages_v_blocks_projects_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_projects_services_order_idx" ON "pages_blocks_projects_services" USING btree ("order");
  CREATE INDEX "pages_blocks_projects_services_parent_idx" ON "pages_blocks_projects_services" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_projects_services_order_idx" ON "_pages_v_blocks_projects_services" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_projects_services_parent_idx" ON "_pages_v_blocks_projects_services" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_projects_services" CASCADE;
  DROP TABLE "_pages_v_blocks_projects_services" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_projects_services";
  DROP TYPE "public"."enum__pages_v_blocks_projects_services";`)
}
