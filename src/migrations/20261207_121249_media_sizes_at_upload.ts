import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'makeMediaSizes' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'makeMediaSizes' BEFORE 'schedulePublish';
  ALTER TABLE "media" ADD COLUMN "sizes_w384_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w384_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w384_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w384_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w384_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w384_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w750_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1200_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1920_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2560_filename" varchar;
  CREATE INDEX "media_sizes_w384_sizes_w384_filename_idx" ON "media" USING btree ("sizes_w384_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w750_sizes_w750_filename_idx" ON "media" USING btree ("sizes_w750_filename");
  CREATE INDEX "media_sizes_w1200_sizes_w1200_filename_idx" ON "media" USING btree ("sizes_w1200_filename");
  CREATE INDEX "media_sizes_w1920_sizes_w1920_filename_idx" ON "media" USING btree ("sizes_w1920_filename");
  CREATE INDEX "media_sizes_w2560_sizes_w2560_filename_idx" ON "media" USING btree ("sizes_w2560_filename");
   DROP INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filename";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filename" varchar;
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'sendLeadReceipt', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'remindDueActions', 'remindOwnerOfAction', 'sendVisitEmails', 'notifyOldEmail', 'purgeTrash', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'sendLeadReceipt', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'remindDueActions', 'remindOwnerOfAction', 'sendVisitEmails', 'notifyOldEmail', 'purgeTrash', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_sizes_w384_sizes_w384_filename_idx";
  DROP INDEX "media_sizes_w640_sizes_w640_filename_idx";
  DROP INDEX "media_sizes_w750_sizes_w750_filename_idx";
  DROP INDEX "media_sizes_w1200_sizes_w1200_filename_idx";
  DROP INDEX "media_sizes_w1920_sizes_w1920_filename_idx";
  DROP INDEX "media_sizes_w2560_sizes_w2560_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w384_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w750_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1200_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1920_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w2560_filename";`)
}
