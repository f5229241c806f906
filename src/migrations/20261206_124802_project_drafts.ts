import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_service" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum__projects_v_version_type" AS ENUM('bedroom', 'office', 'bathroom', 'living');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_projects_v_version_challenges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"story" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_pinned" boolean DEFAULT false,
  	"version_service" "enum__projects_v_version_service" DEFAULT 'combles',
  	"version_type" "enum__projects_v_version_type",
  	"version_surface" numeric,
  	"version_duration" varchar,
  	"version_location" varchar,
  	"version_before_image_id" integer,
  	"version_after_image_id" integer,
  	"version_description" varchar,
  	"version_story" jsonb,
  	"version_testimonial_text" varchar,
  	"version_testimonial_author" varchar,
  	"version_testimonial_rating" numeric DEFAULT 5,
  	"version_specifications_budget" varchar,
  	"version_specifications_rooms" numeric,
  	"version_financing_monthly_budget" numeric,
  	"version_financing_loan_part" numeric,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "projects_challenges" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_solutions" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects_benefits" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "service" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "surface" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "location" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "before_image_id" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "after_image_id" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "specifications_budget" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "specifications_rooms" DROP NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  -- Every project stored before drafts existed was on the site: it stays published.
  UPDATE "projects" SET "_status" = 'published';
  ALTER TABLE "_projects_v_version_challenges" ADD CONSTRAINT "_projects_v_version_challenges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_solutions" ADD CONSTRAINT "_projects_v_version_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_benefits" ADD CONSTRAINT "_projects_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_before_image_id_media_id_fk" FOREIGN KEY ("version_before_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_after_image_id_media_id_fk" FOREIGN KEY ("version_after_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_projects_v_version_challenges_order_idx" ON "_projects_v_version_challenges" USING btree ("_order");
  CREATE INDEX "_projects_v_version_challenges_parent_id_idx" ON "_projects_v_version_challenges" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_solutions_order_idx" ON "_projects_v_version_solutions" USING btree ("_order");
  CREATE INDEX "_projects_v_version_solutions_parent_id_idx" ON "_projects_v_version_solutions" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_benefits_order_idx" ON "_projects_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_projects_v_version_benefits_parent_id_idx" ON "_projects_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version__order_idx" ON "_projects_v" USING btree ("version__order");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_pinned_idx" ON "_projects_v" USING btree ("version_pinned");
  CREATE INDEX "_projects_v_version_version_service_idx" ON "_projects_v" USING btree ("version_service");
  CREATE INDEX "_projects_v_version_version_before_image_idx" ON "_projects_v" USING btree ("version_before_image_id");
  CREATE INDEX "_projects_v_version_version_after_image_idx" ON "_projects_v" USING btree ("version_after_image_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_projects_v_version_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_projects_v_version_challenges" CASCADE;
  DROP TABLE "_projects_v_version_solutions" CASCADE;
  DROP TABLE "_projects_v_version_benefits" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP INDEX "projects__status_idx";
  ALTER TABLE "projects_challenges" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_solutions" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects_benefits" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "service" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "surface" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "location" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "before_image_id" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "after_image_id" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "specifications_budget" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "specifications_rooms" SET NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_service";
  DROP TYPE "public"."enum__projects_v_version_type";
  DROP TYPE "public"."enum__projects_v_version_status";`)
}
