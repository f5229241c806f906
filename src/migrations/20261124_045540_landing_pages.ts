import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_primary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_hero_secondary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_form_hero_form" AS ENUM('contact', 'faisabilite', 'optimisation-espace', 'aides-eligibilite', 'deblocage-epargne-salariale', 'etude-gratuite', 'combles-maison-phenix');
  CREATE TYPE "public"."enum_pages_blocks_icon_cards_link_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_faq_display" AS ENUM('accordion', 'disclosures');
  CREATE TYPE "public"."enum_pages_blocks_myths_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_badges_icon" AS ENUM('award', 'baby', 'badgeCheck', 'banknote', 'bed', 'building', 'calculator', 'check', 'clipboardCheck', 'clipboardList', 'clock', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handCoins', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sparkles', 'star', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_primary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_secondary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_page_intro_button_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_checklist_items_icon" AS ENUM('award', 'baby', 'badgeCheck', 'banknote', 'bed', 'building', 'calculator', 'check', 'clipboardCheck', 'clipboardList', 'clock', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handCoins', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sparkles', 'star', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_primary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_secondary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_form_hero_form" AS ENUM('contact', 'faisabilite', 'optimisation-espace', 'aides-eligibilite', 'deblocage-epargne-salariale', 'etude-gratuite', 'combles-maison-phenix');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_link_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_display" AS ENUM('accordion', 'disclosures');
  CREATE TYPE "public"."enum__pages_v_blocks_myths_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_badges_icon" AS ENUM('award', 'baby', 'badgeCheck', 'banknote', 'bed', 'building', 'calculator', 'check', 'clipboardCheck', 'clipboardList', 'clock', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handCoins', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sparkles', 'star', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_primary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_secondary_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_page_intro_button_icon" AS ENUM('arrow', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_items_icon" AS ENUM('award', 'baby', 'badgeCheck', 'banknote', 'bed', 'building', 'calculator', 'check', 'clipboardCheck', 'clipboardList', 'clock', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handCoins', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sparkles', 'star', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_figures_labels_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_labels_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'banknote' BEFORE 'bed';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'check' BEFORE 'clipboardCheck';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'clock' BEFORE 'compass';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'handCoins' BEFORE 'handHeart';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'sparkles' BEFORE 'sun';
  ALTER TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" ADD VALUE 'star' BEFORE 'sun';
  CREATE TABLE "pages_blocks_form_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_form_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"form" "enum_pages_blocks_form_hero_form",
  	"form_title" varchar,
  	"form_intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_myths_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"myth" varchar,
  	"reality" varchar
  );
  
  CREATE TABLE "pages_blocks_myths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_myths_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"author" varchar,
  	"rating" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"form" "enum__pages_v_blocks_form_hero_form",
  	"form_title" varchar,
  	"form_intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_myths_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"myth" varchar,
  	"reality" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_myths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_myths_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"author" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "primary_icon" "enum_pages_blocks_hero_primary_icon";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "secondary_icon" "enum_pages_blocks_hero_secondary_icon";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "centered" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_icon_cards" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_icon_cards" ADD COLUMN "link_href" varchar;
  ALTER TABLE "pages_blocks_icon_cards" ADD COLUMN "link_icon" "enum_pages_blocks_icon_cards_link_icon";
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "display" "enum_pages_blocks_faq_display" DEFAULT 'accordion';
  ALTER TABLE "pages_blocks_call_to_action_badges" ADD COLUMN "icon" "enum_pages_blocks_call_to_action_badges_icon";
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "tone" "enum_pages_blocks_call_to_action_tone" DEFAULT 'brand';
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "primary_icon" "enum_pages_blocks_call_to_action_primary_icon";
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "secondary_icon" "enum_pages_blocks_call_to_action_secondary_icon";
  ALTER TABLE "pages_blocks_page_intro" ADD COLUMN "button_label" varchar;
  ALTER TABLE "pages_blocks_page_intro" ADD COLUMN "button_href" varchar;
  ALTER TABLE "pages_blocks_page_intro" ADD COLUMN "button_icon" "enum_pages_blocks_page_intro_button_icon";
  ALTER TABLE "pages_blocks_checklist_items" ADD COLUMN "icon" "enum_pages_blocks_checklist_items_icon";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "primary_icon" "enum__pages_v_blocks_hero_primary_icon";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "secondary_icon" "enum__pages_v_blocks_hero_secondary_icon";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "centered" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_icon_cards" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_icon_cards" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_pages_v_blocks_icon_cards" ADD COLUMN "link_icon" "enum__pages_v_blocks_icon_cards_link_icon";
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "display" "enum__pages_v_blocks_faq_display" DEFAULT 'accordion';
  ALTER TABLE "_pages_v_blocks_call_to_action_badges" ADD COLUMN "icon" "enum__pages_v_blocks_call_to_action_badges_icon";
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "tone" "enum__pages_v_blocks_call_to_action_tone" DEFAULT 'brand';
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "primary_icon" "enum__pages_v_blocks_call_to_action_primary_icon";
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "secondary_icon" "enum__pages_v_blocks_call_to_action_secondary_icon";
  ALTER TABLE "_pages_v_blocks_page_intro" ADD COLUMN "button_label" varchar;
  ALTER TABLE "_pages_v_blocks_page_intro" ADD COLUMN "button_href" varchar;
  ALTER TABLE "_pages_v_blocks_page_intro" ADD COLUMN "button_icon" "enum__pages_v_blocks_page_intro_button_icon";
  ALTER TABLE "_pages_v_blocks_checklist_items" ADD COLUMN "icon" "enum__pages_v_blocks_checklist_items_icon";
  ALTER TABLE "pages_blocks_form_hero_figures" ADD CONSTRAINT "pages_blocks_form_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_hero" ADD CONSTRAINT "pages_blocks_form_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_myths_items" ADD CONSTRAINT "pages_blocks_myths_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_myths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_myths" ADD CONSTRAINT "pages_blocks_myths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_hero_figures" ADD CONSTRAINT "_pages_v_blocks_form_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_hero" ADD CONSTRAINT "_pages_v_blocks_form_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_myths_items" ADD CONSTRAINT "_pages_v_blocks_myths_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_myths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_myths" ADD CONSTRAINT "_pages_v_blocks_myths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_form_hero_figures_order_idx" ON "pages_blocks_form_hero_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_hero_figures_parent_id_idx" ON "pages_blocks_form_hero_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_hero_order_idx" ON "pages_blocks_form_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_hero_parent_id_idx" ON "pages_blocks_form_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_hero_path_idx" ON "pages_blocks_form_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_myths_items_order_idx" ON "pages_blocks_myths_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_myths_items_parent_id_idx" ON "pages_blocks_myths_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_myths_order_idx" ON "pages_blocks_myths" USING btree ("_order");
  CREATE INDEX "pages_blocks_myths_parent_id_idx" ON "pages_blocks_myths" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_myths_path_idx" ON "pages_blocks_myths" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_hero_figures_order_idx" ON "_pages_v_blocks_form_hero_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_hero_figures_parent_id_idx" ON "_pages_v_blocks_form_hero_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_hero_order_idx" ON "_pages_v_blocks_form_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_hero_parent_id_idx" ON "_pages_v_blocks_form_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_hero_path_idx" ON "_pages_v_blocks_form_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_myths_items_order_idx" ON "_pages_v_blocks_myths_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_myths_items_parent_id_idx" ON "_pages_v_blocks_myths_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_myths_order_idx" ON "_pages_v_blocks_myths" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_myths_parent_id_idx" ON "_pages_v_blocks_myths" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_myths_path_idx" ON "_pages_v_blocks_myths" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_form_hero_figures" CASCADE;
  DROP TABLE "pages_blocks_form_hero" CASCADE;
  DROP TABLE "pages_blocks_myths_items" CASCADE;
  DROP TABLE "pages_blocks_myths" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_form_hero_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_form_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_myths_items" CASCADE;
  DROP TABLE "_pages_v_blocks_myths" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  ALTER TABLE "pages_blocks_figures_labels" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_figures_labels_icon";
  CREATE TYPE "public"."enum_pages_blocks_figures_labels_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "pages_blocks_figures_labels" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pages_blocks_figures_labels_icon" USING "icon"::"public"."enum_pages_blocks_figures_labels_icon";
  ALTER TABLE "pages_blocks_icon_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_icon_cards_cards_icon";
  CREATE TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "pages_blocks_icon_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" USING "icon"::"public"."enum_pages_blocks_icon_cards_cards_icon";
  ALTER TABLE "pages_blocks_tool_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_tool_cards_cards_icon";
  CREATE TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "pages_blocks_tool_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" USING "icon"::"public"."enum_pages_blocks_tool_cards_cards_icon";
  ALTER TABLE "pages_blocks_figure_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_figure_cards_cards_icon";
  CREATE TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "pages_blocks_figure_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" USING "icon"::"public"."enum_pages_blocks_figure_cards_cards_icon";
  ALTER TABLE "_pages_v_blocks_figures_labels" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_figures_labels_icon";
  CREATE TYPE "public"."enum__pages_v_blocks_figures_labels_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "_pages_v_blocks_figures_labels" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pages_v_blocks_figures_labels_icon" USING "icon"::"public"."enum__pages_v_blocks_figures_labels_icon";
  ALTER TABLE "_pages_v_blocks_icon_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon";
  CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "_pages_v_blocks_icon_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" USING "icon"::"public"."enum__pages_v_blocks_icon_cards_cards_icon";
  ALTER TABLE "_pages_v_blocks_tool_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon";
  CREATE TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "_pages_v_blocks_tool_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" USING "icon"::"public"."enum__pages_v_blocks_tool_cards_cards_icon";
  ALTER TABLE "_pages_v_blocks_figure_cards_cards" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon";
  CREATE TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  ALTER TABLE "_pages_v_blocks_figure_cards_cards" ALTER COLUMN "icon" SET DATA TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" USING "icon"::"public"."enum__pages_v_blocks_figure_cards_cards_icon";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "primary_icon";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "secondary_icon";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "centered";
  ALTER TABLE "pages_blocks_icon_cards" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_icon_cards" DROP COLUMN "link_href";
  ALTER TABLE "pages_blocks_icon_cards" DROP COLUMN "link_icon";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "display";
  ALTER TABLE "pages_blocks_call_to_action_badges" DROP COLUMN "icon";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "tone";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "primary_icon";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "secondary_icon";
  ALTER TABLE "pages_blocks_page_intro" DROP COLUMN "button_label";
  ALTER TABLE "pages_blocks_page_intro" DROP COLUMN "button_href";
  ALTER TABLE "pages_blocks_page_intro" DROP COLUMN "button_icon";
  ALTER TABLE "pages_blocks_checklist_items" DROP COLUMN "icon";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "primary_icon";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "secondary_icon";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "centered";
  ALTER TABLE "_pages_v_blocks_icon_cards" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_icon_cards" DROP COLUMN "link_href";
  ALTER TABLE "_pages_v_blocks_icon_cards" DROP COLUMN "link_icon";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "display";
  ALTER TABLE "_pages_v_blocks_call_to_action_badges" DROP COLUMN "icon";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "tone";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "primary_icon";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "secondary_icon";
  ALTER TABLE "_pages_v_blocks_page_intro" DROP COLUMN "button_label";
  ALTER TABLE "_pages_v_blocks_page_intro" DROP COLUMN "button_href";
  ALTER TABLE "_pages_v_blocks_page_intro" DROP COLUMN "button_icon";
  ALTER TABLE "_pages_v_blocks_checklist_items" DROP COLUMN "icon";
  DROP TYPE "public"."enum_pages_blocks_hero_primary_icon";
  DROP TYPE "public"."enum_pages_blocks_hero_secondary_icon";
  DROP TYPE "public"."enum_pages_blocks_form_hero_form";
  DROP TYPE "public"."enum_pages_blocks_icon_cards_link_icon";
  DROP TYPE "public"."enum_pages_blocks_faq_display";
  DROP TYPE "public"."enum_pages_blocks_myths_tone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_badges_icon";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_primary_icon";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_secondary_icon";
  DROP TYPE "public"."enum_pages_blocks_page_intro_button_icon";
  DROP TYPE "public"."enum_pages_blocks_checklist_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_hero_primary_icon";
  DROP TYPE "public"."enum__pages_v_blocks_hero_secondary_icon";
  DROP TYPE "public"."enum__pages_v_blocks_form_hero_form";
  DROP TYPE "public"."enum__pages_v_blocks_icon_cards_link_icon";
  DROP TYPE "public"."enum__pages_v_blocks_faq_display";
  DROP TYPE "public"."enum__pages_v_blocks_myths_tone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_badges_icon";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_primary_icon";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_secondary_icon";
  DROP TYPE "public"."enum__pages_v_blocks_page_intro_button_icon";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_items_icon";`)
}
