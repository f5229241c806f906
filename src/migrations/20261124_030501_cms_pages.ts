import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_figures_labels_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_figures_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_icon_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_icon_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_process_steps_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_faq_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_form_form" AS ENUM('contact', 'faisabilite', 'optimisation-espace', 'aides-eligibilite', 'deblocage-epargne-salariale', 'etude-gratuite', 'combles-maison-phenix', 'devis-configurateur', 'landing-faisabilite');
  CREATE TYPE "public"."enum_pages_blocks_form_frame" AS ENUM('card', 'page');
  CREATE TYPE "public"."enum_pages_blocks_videos_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_tool_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_tool_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_figure_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum_pages_blocks_figure_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_projects_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_projects_display" AS ENUM('latest', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_mode" AS ENUM('strip', 'chosen', 'service');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_service" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum_pages_blocks_timeline_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_partners_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_press_links_links_kind" AS ENUM('tv', 'article');
  CREATE TYPE "public"."enum_pages_blocks_press_links_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_thank_you_variant" AS ENUM('full', 'callback');
  CREATE TYPE "public"."enum_pages_blocks_checklist_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_checklist_display" AS ENUM('pills', 'rows');
  CREATE TYPE "public"."enum_pages_blocks_products_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_labels_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_process_steps_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_form_form" AS ENUM('contact', 'faisabilite', 'optimisation-espace', 'aides-eligibilite', 'deblocage-epargne-salariale', 'etude-gratuite', 'combles-maison-phenix', 'devis-configurateur', 'landing-faisabilite');
  CREATE TYPE "public"."enum__pages_v_blocks_form_frame" AS ENUM('card', 'page');
  CREATE TYPE "public"."enum__pages_v_blocks_videos_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_tool_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon" AS ENUM('award', 'baby', 'badgeCheck', 'bed', 'building', 'calculator', 'clipboardCheck', 'clipboardList', 'compass', 'droplets', 'euro', 'fileCheck', 'fileText', 'flower', 'hammer', 'handHeart', 'hardHat', 'home', 'landmark', 'laptop', 'layers', 'layoutGrid', 'leaf', 'lightbulb', 'messages', 'piggyBank', 'plug', 'ruler', 'shieldCheck', 'sun', 'thermometer', 'trees', 'trendingUp', 'users', 'warehouse', 'wind', 'wrench', 'zap');
  CREATE TYPE "public"."enum__pages_v_blocks_figure_cards_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_projects_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_projects_display" AS ENUM('latest', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_mode" AS ENUM('strip', 'chosen', 'service');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_service" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum__pages_v_blocks_timeline_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_partners_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_press_links_links_kind" AS ENUM('tv', 'article');
  CREATE TYPE "public"."enum__pages_v_blocks_press_links_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_thank_you_variant" AS ENUM('full', 'callback');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_display" AS ENUM('pills', 'rows');
  CREATE TYPE "public"."enum__pages_v_blocks_products_tone" AS ENUM('white', 'tint', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_service" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum_testimonials_services" AS ENUM('combles', 'extension', 'fenetre-de-toit', 'veranda-pergola', 'maison-phenix');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "pages_blocks_hero_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"image_id" integer,
  	"badge_value" varchar,
  	"badge_text" varchar,
  	"compact" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "enum_pages_blocks_figures_labels_icon"
  );
  
  CREATE TABLE "pages_blocks_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_figures_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_cards_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum_pages_blocks_icon_cards_cards_icon",
  	"image_id" integer,
  	"badge" varchar,
  	"meta" varchar,
  	"href" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_icon_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"pill" varchar,
  	"columns" "enum_pages_blocks_icon_cards_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar
  );
  
  CREATE TABLE "pages_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_process_steps_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"total" varchar,
  	"footnote" varchar,
  	"footnote_link_label" varchar,
  	"footnote_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_faq_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_rich_text_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_form_form",
  	"frame" "enum_pages_blocks_form_frame" DEFAULT 'card',
  	"title" varchar,
  	"contact_details" boolean DEFAULT false,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_videos_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"count" numeric DEFAULT 6,
  	"channel_link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tool_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"duration" varchar,
  	"description" varchar,
  	"href" varchar,
  	"icon" "enum_pages_blocks_tool_cards_cards_icon"
  );
  
  CREATE TABLE "pages_blocks_tool_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_tool_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"link_label" varchar DEFAULT 'Commencer',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"title" varchar,
  	"icon" "enum_pages_blocks_figure_cards_cards_icon",
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_figure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_figure_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_projects_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"display" "enum_pages_blocks_projects_display" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"uplift" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_testimonials_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"mode" "enum_pages_blocks_testimonials_mode" DEFAULT 'strip',
  	"service" "enum_pages_blocks_testimonials_service",
  	"count" numeric DEFAULT 3,
  	"google_reviews" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"quote_highlight" varchar,
  	"quote_text" varchar,
  	"quote_author" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_timeline_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_partners_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_partners_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_press_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_press_links_links_kind" DEFAULT 'tv',
  	"outlet" varchar,
  	"title" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_press_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_press_links_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_legal_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_legal_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_on" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_page_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trust_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_thank_you_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_thank_you" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"variant" "enum_pages_blocks_thank_you_variant" DEFAULT 'full',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_checklist_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"display" "enum_pages_blocks_checklist_display" DEFAULT 'pills',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_products_products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_products_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"highlight" varchar
  );
  
  CREATE TABLE "pages_blocks_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum_pages_blocks_products_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"no_index" boolean DEFAULT false,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"image_id" integer,
  	"badge_value" varchar,
  	"badge_text" varchar,
  	"compact" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "enum__pages_v_blocks_figures_labels_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_figures_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_cards_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"icon" "enum__pages_v_blocks_icon_cards_cards_icon",
  	"image_id" integer,
  	"badge" varchar,
  	"meta" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_icon_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"pill" varchar,
  	"columns" "enum__pages_v_blocks_icon_cards_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_process_steps_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"total" varchar,
  	"footnote" varchar,
  	"footnote_link_label" varchar,
  	"footnote_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_faq_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_rich_text_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_form_form",
  	"frame" "enum__pages_v_blocks_form_frame" DEFAULT 'card',
  	"title" varchar,
  	"contact_details" boolean DEFAULT false,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_videos_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"count" numeric DEFAULT 6,
  	"channel_link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tool_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"duration" varchar,
  	"description" varchar,
  	"href" varchar,
  	"icon" "enum__pages_v_blocks_tool_cards_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tool_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_tool_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"link_label" varchar DEFAULT 'Commencer',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_figure_cards_cards_icon",
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_figure_cards_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_projects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_projects_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"display" "enum__pages_v_blocks_projects_display" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"uplift" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_testimonials_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"mode" "enum__pages_v_blocks_testimonials_mode" DEFAULT 'strip',
  	"service" "enum__pages_v_blocks_testimonials_service",
  	"count" numeric DEFAULT 3,
  	"google_reviews" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"quote_highlight" varchar,
  	"quote_text" varchar,
  	"quote_author" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_timeline_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_partners_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_partners_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_press_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_press_links_links_kind" DEFAULT 'tv',
  	"outlet" varchar,
  	"title" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_press_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_press_links_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_text_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_on" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_page_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_thank_you_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_thank_you" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_thank_you_variant" DEFAULT 'full',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_checklist_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"display" "enum__pages_v_blocks_checklist_display" DEFAULT 'pills',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_products_products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_products_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"highlight" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"tone" "enum__pages_v_blocks_products_tone" DEFAULT 'white',
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_no_index" boolean DEFAULT false,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "testimonials_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_testimonials_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"projects_id" integer
  );
  
  ALTER TABLE "projects" ADD COLUMN "service" "enum_projects_service" DEFAULT 'combles' NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "projects" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_hero_trust" ADD CONSTRAINT "pages_blocks_hero_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_labels" ADD CONSTRAINT "pages_blocks_figures_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_figures" ADD CONSTRAINT "pages_blocks_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cards_cards_features" ADD CONSTRAINT "pages_blocks_icon_cards_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cards_cards" ADD CONSTRAINT "pages_blocks_icon_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cards_cards" ADD CONSTRAINT "pages_blocks_icon_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cards" ADD CONSTRAINT "pages_blocks_icon_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps_steps" ADD CONSTRAINT "pages_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps" ADD CONSTRAINT "pages_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_videos" ADD CONSTRAINT "pages_blocks_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_badges" ADD CONSTRAINT "pages_blocks_call_to_action_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tool_cards_cards" ADD CONSTRAINT "pages_blocks_tool_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tool_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tool_cards" ADD CONSTRAINT "pages_blocks_tool_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards_cards" ADD CONSTRAINT "pages_blocks_figure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards" ADD CONSTRAINT "pages_blocks_figure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_projects" ADD CONSTRAINT "pages_blocks_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_paragraphs" ADD CONSTRAINT "pages_blocks_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story" ADD CONSTRAINT "pages_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners" ADD CONSTRAINT "pages_blocks_partners_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners" ADD CONSTRAINT "pages_blocks_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_press_links_links" ADD CONSTRAINT "pages_blocks_press_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_press_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_press_links" ADD CONSTRAINT "pages_blocks_press_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_text_sections" ADD CONSTRAINT "pages_blocks_legal_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_text" ADD CONSTRAINT "pages_blocks_legal_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_page_intro" ADD CONSTRAINT "pages_blocks_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_points" ADD CONSTRAINT "pages_blocks_trust_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_thank_you_steps" ADD CONSTRAINT "pages_blocks_thank_you_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_thank_you"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_thank_you" ADD CONSTRAINT "pages_blocks_thank_you_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_items" ADD CONSTRAINT "pages_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_products_products_features" ADD CONSTRAINT "pages_blocks_products_products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_products_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_products_products" ADD CONSTRAINT "pages_blocks_products_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_products_products" ADD CONSTRAINT "pages_blocks_products_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_products" ADD CONSTRAINT "pages_blocks_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_trust" ADD CONSTRAINT "_pages_v_blocks_hero_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_labels" ADD CONSTRAINT "_pages_v_blocks_figures_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_figures" ADD CONSTRAINT "_pages_v_blocks_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_cards_cards_features" ADD CONSTRAINT "_pages_v_blocks_icon_cards_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_cards_cards" ADD CONSTRAINT "_pages_v_blocks_icon_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_cards_cards" ADD CONSTRAINT "_pages_v_blocks_icon_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_cards" ADD CONSTRAINT "_pages_v_blocks_icon_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_videos" ADD CONSTRAINT "_pages_v_blocks_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_badges" ADD CONSTRAINT "_pages_v_blocks_call_to_action_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tool_cards_cards" ADD CONSTRAINT "_pages_v_blocks_tool_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tool_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tool_cards" ADD CONSTRAINT "_pages_v_blocks_tool_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards_cards" ADD CONSTRAINT "_pages_v_blocks_figure_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards" ADD CONSTRAINT "_pages_v_blocks_figure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_projects" ADD CONSTRAINT "_pages_v_blocks_projects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_paragraphs" ADD CONSTRAINT "_pages_v_blocks_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story" ADD CONSTRAINT "_pages_v_blocks_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_partners_partners" ADD CONSTRAINT "_pages_v_blocks_partners_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_partners" ADD CONSTRAINT "_pages_v_blocks_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_press_links_links" ADD CONSTRAINT "_pages_v_blocks_press_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_press_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_press_links" ADD CONSTRAINT "_pages_v_blocks_press_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_text_sections" ADD CONSTRAINT "_pages_v_blocks_legal_text_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_text" ADD CONSTRAINT "_pages_v_blocks_legal_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_page_intro" ADD CONSTRAINT "_pages_v_blocks_page_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_points" ADD CONSTRAINT "_pages_v_blocks_trust_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_thank_you_steps" ADD CONSTRAINT "_pages_v_blocks_thank_you_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_thank_you"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_thank_you" ADD CONSTRAINT "_pages_v_blocks_thank_you_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_items" ADD CONSTRAINT "_pages_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_products_products_features" ADD CONSTRAINT "_pages_v_blocks_products_products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_products_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_products_products" ADD CONSTRAINT "_pages_v_blocks_products_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_products_products" ADD CONSTRAINT "_pages_v_blocks_products_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_products" ADD CONSTRAINT "_pages_v_blocks_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_services" ADD CONSTRAINT "testimonials_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_trust_order_idx" ON "pages_blocks_hero_trust" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_trust_parent_id_idx" ON "pages_blocks_hero_trust" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_figures_labels_order_idx" ON "pages_blocks_figures_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_labels_parent_id_idx" ON "pages_blocks_figures_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_figures_order_idx" ON "pages_blocks_figures_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_figures_parent_id_idx" ON "pages_blocks_figures_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");
  CREATE INDEX "pages_blocks_icon_cards_cards_features_order_idx" ON "pages_blocks_icon_cards_cards_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_cards_cards_features_parent_id_idx" ON "pages_blocks_icon_cards_cards_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_cards_cards_order_idx" ON "pages_blocks_icon_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_cards_cards_parent_id_idx" ON "pages_blocks_icon_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_cards_cards_image_idx" ON "pages_blocks_icon_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_icon_cards_order_idx" ON "pages_blocks_icon_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_cards_parent_id_idx" ON "pages_blocks_icon_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_cards_path_idx" ON "pages_blocks_icon_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_process_steps_steps_order_idx" ON "pages_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_steps_parent_id_idx" ON "pages_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_process_steps_order_idx" ON "pages_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_parent_id_idx" ON "pages_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_process_steps_path_idx" ON "pages_blocks_process_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_videos_order_idx" ON "pages_blocks_videos" USING btree ("_order");
  CREATE INDEX "pages_blocks_videos_parent_id_idx" ON "pages_blocks_videos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_videos_path_idx" ON "pages_blocks_videos" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_badges_order_idx" ON "pages_blocks_call_to_action_badges" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_badges_parent_id_idx" ON "pages_blocks_call_to_action_badges" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_tool_cards_cards_order_idx" ON "pages_blocks_tool_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_tool_cards_cards_parent_id_idx" ON "pages_blocks_tool_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tool_cards_order_idx" ON "pages_blocks_tool_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_tool_cards_parent_id_idx" ON "pages_blocks_tool_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tool_cards_path_idx" ON "pages_blocks_tool_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_figure_cards_cards_order_idx" ON "pages_blocks_figure_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_figure_cards_cards_parent_id_idx" ON "pages_blocks_figure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figure_cards_order_idx" ON "pages_blocks_figure_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_figure_cards_parent_id_idx" ON "pages_blocks_figure_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figure_cards_path_idx" ON "pages_blocks_figure_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_projects_order_idx" ON "pages_blocks_projects" USING btree ("_order");
  CREATE INDEX "pages_blocks_projects_parent_id_idx" ON "pages_blocks_projects" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_projects_path_idx" ON "pages_blocks_projects" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_paragraphs_order_idx" ON "pages_blocks_story_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_paragraphs_parent_id_idx" ON "pages_blocks_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_order_idx" ON "pages_blocks_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_parent_id_idx" ON "pages_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_path_idx" ON "pages_blocks_story" USING btree ("_path");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE INDEX "pages_blocks_partners_partners_order_idx" ON "pages_blocks_partners_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_partners_parent_id_idx" ON "pages_blocks_partners_partners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partners_order_idx" ON "pages_blocks_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_parent_id_idx" ON "pages_blocks_partners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partners_path_idx" ON "pages_blocks_partners" USING btree ("_path");
  CREATE INDEX "pages_blocks_press_links_links_order_idx" ON "pages_blocks_press_links_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_press_links_links_parent_id_idx" ON "pages_blocks_press_links_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_press_links_order_idx" ON "pages_blocks_press_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_press_links_parent_id_idx" ON "pages_blocks_press_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_press_links_path_idx" ON "pages_blocks_press_links" USING btree ("_path");
  CREATE INDEX "pages_blocks_legal_text_sections_order_idx" ON "pages_blocks_legal_text_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_text_sections_parent_id_idx" ON "pages_blocks_legal_text_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_legal_text_order_idx" ON "pages_blocks_legal_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_text_parent_id_idx" ON "pages_blocks_legal_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_legal_text_path_idx" ON "pages_blocks_legal_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_page_intro_order_idx" ON "pages_blocks_page_intro" USING btree ("_order");
  CREATE INDEX "pages_blocks_page_intro_parent_id_idx" ON "pages_blocks_page_intro" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_page_intro_path_idx" ON "pages_blocks_page_intro" USING btree ("_path");
  CREATE INDEX "pages_blocks_trust_points_order_idx" ON "pages_blocks_trust_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_points_parent_id_idx" ON "pages_blocks_trust_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_points_path_idx" ON "pages_blocks_trust_points" USING btree ("_path");
  CREATE INDEX "pages_blocks_thank_you_steps_order_idx" ON "pages_blocks_thank_you_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_thank_you_steps_parent_id_idx" ON "pages_blocks_thank_you_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_thank_you_order_idx" ON "pages_blocks_thank_you" USING btree ("_order");
  CREATE INDEX "pages_blocks_thank_you_parent_id_idx" ON "pages_blocks_thank_you" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_thank_you_path_idx" ON "pages_blocks_thank_you" USING btree ("_path");
  CREATE INDEX "pages_blocks_checklist_items_order_idx" ON "pages_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_items_parent_id_idx" ON "pages_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "pages_blocks_products_products_features_order_idx" ON "pages_blocks_products_products_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_products_products_features_parent_id_idx" ON "pages_blocks_products_products_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_products_products_order_idx" ON "pages_blocks_products_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_products_products_parent_id_idx" ON "pages_blocks_products_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_products_products_image_idx" ON "pages_blocks_products_products" USING btree ("image_id");
  CREATE INDEX "pages_blocks_products_order_idx" ON "pages_blocks_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_products_parent_id_idx" ON "pages_blocks_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_products_path_idx" ON "pages_blocks_products" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_testimonials_id_idx" ON "pages_rels" USING btree ("testimonials_id");
  CREATE INDEX "_pages_v_blocks_hero_trust_order_idx" ON "_pages_v_blocks_hero_trust" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_trust_parent_id_idx" ON "_pages_v_blocks_hero_trust" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_figures_labels_order_idx" ON "_pages_v_blocks_figures_labels" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_labels_parent_id_idx" ON "_pages_v_blocks_figures_labels" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_figures_order_idx" ON "_pages_v_blocks_figures_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_figures_parent_id_idx" ON "_pages_v_blocks_figures_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_icon_cards_cards_features_order_idx" ON "_pages_v_blocks_icon_cards_cards_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_cards_cards_features_parent_id_idx" ON "_pages_v_blocks_icon_cards_cards_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_cards_cards_order_idx" ON "_pages_v_blocks_icon_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_cards_cards_parent_id_idx" ON "_pages_v_blocks_icon_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_cards_cards_image_idx" ON "_pages_v_blocks_icon_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_icon_cards_order_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_cards_parent_id_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_cards_path_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_order_idx" ON "_pages_v_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_parent_id_idx" ON "_pages_v_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_order_idx" ON "_pages_v_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_parent_id_idx" ON "_pages_v_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_path_idx" ON "_pages_v_blocks_process_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_videos_order_idx" ON "_pages_v_blocks_videos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_videos_parent_id_idx" ON "_pages_v_blocks_videos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_videos_path_idx" ON "_pages_v_blocks_videos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_badges_order_idx" ON "_pages_v_blocks_call_to_action_badges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_badges_parent_id_idx" ON "_pages_v_blocks_call_to_action_badges" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tool_cards_cards_order_idx" ON "_pages_v_blocks_tool_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tool_cards_cards_parent_id_idx" ON "_pages_v_blocks_tool_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tool_cards_order_idx" ON "_pages_v_blocks_tool_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tool_cards_parent_id_idx" ON "_pages_v_blocks_tool_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tool_cards_path_idx" ON "_pages_v_blocks_tool_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figure_cards_cards_order_idx" ON "_pages_v_blocks_figure_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figure_cards_cards_parent_id_idx" ON "_pages_v_blocks_figure_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_cards_order_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figure_cards_parent_id_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_cards_path_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_projects_order_idx" ON "_pages_v_blocks_projects" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_projects_parent_id_idx" ON "_pages_v_blocks_projects" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_projects_path_idx" ON "_pages_v_blocks_projects" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_paragraphs_order_idx" ON "_pages_v_blocks_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_paragraphs_parent_id_idx" ON "_pages_v_blocks_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_order_idx" ON "_pages_v_blocks_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_parent_id_idx" ON "_pages_v_blocks_story" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_path_idx" ON "_pages_v_blocks_story" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_partners_partners_order_idx" ON "_pages_v_blocks_partners_partners" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_partners_partners_parent_id_idx" ON "_pages_v_blocks_partners_partners" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_partners_order_idx" ON "_pages_v_blocks_partners" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_partners_parent_id_idx" ON "_pages_v_blocks_partners" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_partners_path_idx" ON "_pages_v_blocks_partners" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_press_links_links_order_idx" ON "_pages_v_blocks_press_links_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_press_links_links_parent_id_idx" ON "_pages_v_blocks_press_links_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_press_links_order_idx" ON "_pages_v_blocks_press_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_press_links_parent_id_idx" ON "_pages_v_blocks_press_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_press_links_path_idx" ON "_pages_v_blocks_press_links" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_legal_text_sections_order_idx" ON "_pages_v_blocks_legal_text_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_text_sections_parent_id_idx" ON "_pages_v_blocks_legal_text_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_text_order_idx" ON "_pages_v_blocks_legal_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_text_parent_id_idx" ON "_pages_v_blocks_legal_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_text_path_idx" ON "_pages_v_blocks_legal_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_page_intro_order_idx" ON "_pages_v_blocks_page_intro" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_page_intro_parent_id_idx" ON "_pages_v_blocks_page_intro" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_page_intro_path_idx" ON "_pages_v_blocks_page_intro" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trust_points_order_idx" ON "_pages_v_blocks_trust_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_points_parent_id_idx" ON "_pages_v_blocks_trust_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_points_path_idx" ON "_pages_v_blocks_trust_points" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_thank_you_steps_order_idx" ON "_pages_v_blocks_thank_you_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_thank_you_steps_parent_id_idx" ON "_pages_v_blocks_thank_you_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_thank_you_order_idx" ON "_pages_v_blocks_thank_you" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_thank_you_parent_id_idx" ON "_pages_v_blocks_thank_you" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_thank_you_path_idx" ON "_pages_v_blocks_thank_you" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checklist_items_order_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_items_parent_id_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_products_products_features_order_idx" ON "_pages_v_blocks_products_products_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_products_products_features_parent_id_idx" ON "_pages_v_blocks_products_products_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_products_products_order_idx" ON "_pages_v_blocks_products_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_products_products_parent_id_idx" ON "_pages_v_blocks_products_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_products_products_image_idx" ON "_pages_v_blocks_products_products" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_products_order_idx" ON "_pages_v_blocks_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_products_parent_id_idx" ON "_pages_v_blocks_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_products_path_idx" ON "_pages_v_blocks_products" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_testimonials_id_idx" ON "_pages_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "testimonials_services_order_idx" ON "testimonials_services" USING btree ("order");
  CREATE INDEX "testimonials_services_parent_idx" ON "testimonials_services" USING btree ("parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_projects_id_idx" ON "redirects_rels" USING btree ("projects_id");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_service_idx" ON "projects" USING btree ("service");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects" USING btree ("meta_image_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  ALTER TABLE "projects" DROP COLUMN "specifications_surface";
  ALTER TABLE "projects" DROP COLUMN "specifications_duration";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_trust" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figures_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_cards_cards_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tool_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tool_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figure_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figure_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_press_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_press_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_legal_text_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_legal_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_page_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trust_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_thank_you_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_thank_you" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_checklist_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_products_products_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_products_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_trust" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_cards_cards_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tool_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tool_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figure_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figure_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_story" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_partners_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_press_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_press_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_legal_text_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_legal_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_page_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_thank_you_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_thank_you" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_checklist_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_products_products_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_products_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_trust" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_figures_labels" CASCADE;
  DROP TABLE "pages_blocks_figures_figures" CASCADE;
  DROP TABLE "pages_blocks_figures" CASCADE;
  DROP TABLE "pages_blocks_icon_cards_cards_features" CASCADE;
  DROP TABLE "pages_blocks_icon_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_icon_cards" CASCADE;
  DROP TABLE "pages_blocks_process_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_process_steps" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "pages_blocks_videos" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_badges" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_tool_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_tool_cards" CASCADE;
  DROP TABLE "pages_blocks_figure_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_figure_cards" CASCADE;
  DROP TABLE "pages_blocks_projects" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_story_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_story" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_partners_partners" CASCADE;
  DROP TABLE "pages_blocks_partners" CASCADE;
  DROP TABLE "pages_blocks_press_links_links" CASCADE;
  DROP TABLE "pages_blocks_press_links" CASCADE;
  DROP TABLE "pages_blocks_legal_text_sections" CASCADE;
  DROP TABLE "pages_blocks_legal_text" CASCADE;
  DROP TABLE "pages_blocks_page_intro" CASCADE;
  DROP TABLE "pages_blocks_trust_points" CASCADE;
  DROP TABLE "pages_blocks_thank_you_steps" CASCADE;
  DROP TABLE "pages_blocks_thank_you" CASCADE;
  DROP TABLE "pages_blocks_checklist_items" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_products_products_features" CASCADE;
  DROP TABLE "pages_blocks_products_products" CASCADE;
  DROP TABLE "pages_blocks_products" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_trust" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_labels" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_cards_cards_features" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_videos" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_badges" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_tool_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_tool_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_projects" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_story_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_story" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_partners_partners" CASCADE;
  DROP TABLE "_pages_v_blocks_partners" CASCADE;
  DROP TABLE "_pages_v_blocks_press_links_links" CASCADE;
  DROP TABLE "_pages_v_blocks_press_links" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_text_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_text" CASCADE;
  DROP TABLE "_pages_v_blocks_page_intro" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_points" CASCADE;
  DROP TABLE "_pages_v_blocks_thank_you_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_thank_you" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_items" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_products_products_features" CASCADE;
  DROP TABLE "_pages_v_blocks_products_products" CASCADE;
  DROP TABLE "_pages_v_blocks_products" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "testimonials_services" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT "projects_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'anonymiseExpiredLeads');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'anonymiseExpiredLeads');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "projects_service_idx";
  DROP INDEX "projects_meta_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "projects" ADD COLUMN "specifications_surface" varchar;
  ALTER TABLE "projects" ADD COLUMN "specifications_duration" varchar;
  UPDATE "projects" SET "specifications_surface" = "surface" || ' m²', "specifications_duration" = "duration";
  ALTER TABLE "projects" ALTER COLUMN "specifications_surface" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "specifications_duration" SET NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "service";
  ALTER TABLE "projects" DROP COLUMN "meta_title";
  ALTER TABLE "projects" DROP COLUMN "meta_description";
  ALTER TABLE "projects" DROP COLUMN "meta_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_blocks_figures_labels_icon";
  DROP TYPE "public"."enum_pages_blocks_figures_tone";
  DROP TYPE "public"."enum_pages_blocks_icon_cards_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_icon_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_icon_cards_columns";
  DROP TYPE "public"."enum_pages_blocks_process_steps_tone";
  DROP TYPE "public"."enum_pages_blocks_faq_tone";
  DROP TYPE "public"."enum_pages_blocks_rich_text_tone";
  DROP TYPE "public"."enum_pages_blocks_form_form";
  DROP TYPE "public"."enum_pages_blocks_form_frame";
  DROP TYPE "public"."enum_pages_blocks_videos_tone";
  DROP TYPE "public"."enum_pages_blocks_tool_cards_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_tool_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_figure_cards_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_figure_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_projects_tone";
  DROP TYPE "public"."enum_pages_blocks_projects_display";
  DROP TYPE "public"."enum_pages_blocks_testimonials_tone";
  DROP TYPE "public"."enum_pages_blocks_testimonials_mode";
  DROP TYPE "public"."enum_pages_blocks_testimonials_service";
  DROP TYPE "public"."enum_pages_blocks_timeline_tone";
  DROP TYPE "public"."enum_pages_blocks_partners_tone";
  DROP TYPE "public"."enum_pages_blocks_press_links_links_kind";
  DROP TYPE "public"."enum_pages_blocks_press_links_tone";
  DROP TYPE "public"."enum_pages_blocks_thank_you_variant";
  DROP TYPE "public"."enum_pages_blocks_checklist_tone";
  DROP TYPE "public"."enum_pages_blocks_checklist_display";
  DROP TYPE "public"."enum_pages_blocks_products_tone";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_figures_labels_icon";
  DROP TYPE "public"."enum__pages_v_blocks_figures_tone";
  DROP TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_icon_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_icon_cards_columns";
  DROP TYPE "public"."enum__pages_v_blocks_process_steps_tone";
  DROP TYPE "public"."enum__pages_v_blocks_faq_tone";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_tone";
  DROP TYPE "public"."enum__pages_v_blocks_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_form_frame";
  DROP TYPE "public"."enum__pages_v_blocks_videos_tone";
  DROP TYPE "public"."enum__pages_v_blocks_tool_cards_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_tool_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_figure_cards_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_figure_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_projects_tone";
  DROP TYPE "public"."enum__pages_v_blocks_projects_display";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_tone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_mode";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_service";
  DROP TYPE "public"."enum__pages_v_blocks_timeline_tone";
  DROP TYPE "public"."enum__pages_v_blocks_partners_tone";
  DROP TYPE "public"."enum__pages_v_blocks_press_links_links_kind";
  DROP TYPE "public"."enum__pages_v_blocks_press_links_tone";
  DROP TYPE "public"."enum__pages_v_blocks_thank_you_variant";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_tone";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_display";
  DROP TYPE "public"."enum__pages_v_blocks_products_tone";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_projects_service";
  DROP TYPE "public"."enum_testimonials_services";
  DROP TYPE "public"."enum_redirects_to_type";`)
}
