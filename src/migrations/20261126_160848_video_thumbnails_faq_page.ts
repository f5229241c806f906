import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_faq_index_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_index_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TABLE "pages_blocks_faq_index" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_faq_index_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_index" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_faq_index_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "videos" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "pages_blocks_faq_index" ADD CONSTRAINT "pages_blocks_faq_index_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_index" ADD CONSTRAINT "_pages_v_blocks_faq_index_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_faq_index_order_idx" ON "pages_blocks_faq_index" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_index_parent_id_idx" ON "pages_blocks_faq_index" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_index_path_idx" ON "pages_blocks_faq_index" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_index_order_idx" ON "_pages_v_blocks_faq_index" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_index_parent_id_idx" ON "_pages_v_blocks_faq_index" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_index_path_idx" ON "_pages_v_blocks_faq_index" USING btree ("_path");
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_faq_index" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_index" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_faq_index" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_index" CASCADE;
  ALTER TABLE "videos" DROP CONSTRAINT "videos_thumbnail_id_media_id_fk";
  
  DROP INDEX "videos_thumbnail_idx";
  ALTER TABLE "videos" DROP COLUMN "thumbnail_id";
  DROP TYPE "public"."enum_pages_blocks_faq_index_tone";
  DROP TYPE "public"."enum__pages_v_blocks_faq_index_tone";`)
}
